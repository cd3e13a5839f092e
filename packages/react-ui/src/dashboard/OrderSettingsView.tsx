import { useState } from "react";
import type { AdminOrderSettings, FieldErrors, OrderSettings } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, Notice, SaveButton } from "./parts.js";

/** Props of {@link OrderSettingsView}. */
export interface OrderSettingsViewProps {
  readonly settings: AdminOrderSettings;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly onSave: (settings: OrderSettings) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
}

/** A typed whole number, or NaN so the server's schema reports it as a wrong type. */
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The shop's order rules: how many units of a product one order line may hold (when the product does
 * not say), and after how many days an unpaid bank transfer is cancelled (0: never).
 */
export const OrderSettingsView = ({ settings, errors, saving, message, onSave, conflict = null }: OrderSettingsViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.shopSettings;
  const [maxPerOrder, setMaxPerOrder] = useState(String(settings.max_per_order));
  const [days, setDays] = useState(String(settings.unpaid_transfer_days));
  return (
    <form
      className="dash-form"
      noValidate
      aria-labelledby="order-settings-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ max_per_order: numberOf(maxPerOrder), unpaid_transfer_days: numberOf(days) });
      }}
    >
      <h2 id="order-settings-title">{T.orders()}</h2>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <Field label={T.maxPerOrder()} path="max_per_order" errors={errors} hint={T.maxPerOrderHint()}>
        {(a) => (
          <input {...a} type="number" inputMode="numeric" min={1} max={999} value={maxPerOrder} onChange={(e) => setMaxPerOrder(e.currentTarget.value)} />
        )}
      </Field>
      <Field label={T.unpaidTransferDays()} path="unpaid_transfer_days" errors={errors} hint={T.unpaidTransferDaysHint()}>
        {(a) => <input {...a} type="number" inputMode="numeric" min={0} max={365} value={days} onChange={(e) => setDays(e.currentTarget.value)} />}
      </Field>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};
