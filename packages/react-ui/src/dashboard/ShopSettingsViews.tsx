import { useState } from "react";
import {
  DELIVERY_METHODS,
  MAX_IMAGE_MB,
  PAYMENT_METHODS,
  type AdminMethodInstructions,
  type AdminShopIdentity,
  type FieldErrors,
  type MethodInstructions,
  type ProductImage,
  type ShopIdentityInput,
  type UploadedImage,
} from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, ImageField, LocalizedField, Notice, SaveButton } from "./parts.js";

type Message = { readonly kind: "ok" | "error"; readonly text: string } | null;

/** Props of {@link ShopIdentityView}. */
export interface ShopIdentityViewProps {
  readonly identity: AdminShopIdentity;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: Message;
  readonly onSave: (identity: ShopIdentityInput) => void;
  /** Uploads a logo (png, webp or jpeg); null when the upload was refused. */
  readonly onUpload: (file: File) => Promise<UploadedImage | null>;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
}

const TEXT_FIELDS = ["company", "idno", "legal_address", "bank", "iban"] as const;

/** The shop's name, logo and legal and bank details, as shoppers read them in the header, footer, titles and e-mails. */
export const ShopIdentityView = ({ identity, errors, saving, message, onSave, onUpload, conflict = null }: ShopIdentityViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.shopSettings;
  const { logo: savedLogo, version: _version, ...initial } = identity;
  const [input, setInput] = useState<ShopIdentityInput>(initial);
  const [logo, setLogo] = useState<ProductImage | null>(savedLogo);
  const labels: Record<(typeof TEXT_FIELDS)[number], string> = {
    company: T.company(),
    idno: T.idno(),
    legal_address: T.legalAddress(),
    bank: T.bank(),
    iban: T.iban(),
  };
  const hints: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = { idno: T.idnoHint(), iban: T.ibanHint() };
  return (
    <form
      className="dash-form"
      noValidate
      aria-labelledby="shop-identity-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(input);
      }}
    >
      <h2 id="shop-identity-title">{T.identity()}</h2>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <Field label={T.name()} path="name" errors={errors} hint={T.nameHint()}>
        {(a) => <input {...a} value={input.name} onChange={(e) => setInput({ ...input, name: e.currentTarget.value })} />}
      </Field>
      <ImageField
        label={T.logo()}
        path="logo_image_id"
        errors={errors}
        hint={T.logoHint({ max: MAX_IMAGE_MB })}
        onUpload={onUpload}
        onUploaded={(uploaded) => {
          setLogo(uploaded);
          setInput((i) => ({ ...i, logo_image_id: uploaded.id }));
        }}
      />
      {logo ? (
        <div className="attribute">
          <img src={logo.url} height={48} width={Math.round((48 * logo.width) / logo.height)} alt={T.logo()} />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              setLogo(null);
              setInput({ ...input, logo_image_id: null });
            }}
          >
            {T.removeLogo()}
          </button>
        </div>
      ) : (
        <p className="muted">{T.noLogo()}</p>
      )}
      <div className="form-grid">
        {TEXT_FIELDS.map((key) => (
          <Field key={key} label={labels[key]} path={key} errors={errors} {...(hints[key] ? { hint: hints[key] } : {})}>
            {(a) => <input {...a} value={input[key]} onChange={(e) => setInput({ ...input, [key]: e.currentTarget.value })} />}
          </Field>
        ))}
      </div>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};

/** Props of {@link InstructionsView}. */
export interface InstructionsViewProps {
  readonly instructions: AdminMethodInstructions;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: Message;
  readonly onSave: (instructions: MethodInstructions) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
}

/** What shoppers are told after ordering, per payment method and per delivery method, in four languages. */
export const InstructionsView = ({ instructions, errors, saving, message, onSave, conflict = null }: InstructionsViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.shopSettings;
  const { version: _version, ...initial } = instructions;
  const [value, setValue] = useState<MethodInstructions>(initial);
  return (
    <form
      className="dash-form"
      noValidate
      aria-labelledby="instructions-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <h2 id="instructions-title">{T.instructions()}</h2>
      <p className="field-hint">{T.instructionsHint()}</p>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <fieldset>
        <legend>{T.payment()}</legend>
        {PAYMENT_METHODS.map((method) => (
          <LocalizedField
            key={method}
            label={LL.checkout.paymentMethods[method]()}
            path={`payment.${method}`}
            value={value.payment[method]}
            errors={errors}
            multiline
            onChange={(text) => setValue({ ...value, payment: { ...value.payment, [method]: text } })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{T.delivery()}</legend>
        {DELIVERY_METHODS.map((method) => (
          <LocalizedField
            key={method}
            label={LL.checkout.deliveryMethods[method]()}
            path={`delivery.${method}`}
            value={value.delivery[method]}
            errors={errors}
            multiline
            onChange={(text) => setValue({ ...value, delivery: { ...value.delivery, [method]: text } })}
          />
        ))}
      </fieldset>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};
