import { COUNTRY_NAMES, ORDER_NOTE_MAX, type AdminOrder, type Address, type FieldErrors, type Locale, type OrderStatus } from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { TotalsList } from "../components/cart/CartView.js";
import { OrderLines } from "../components/checkout/OrderLines.js";
import { orderStatusName } from "../components/checkout/order-status.js";
import { Field, Notice, dateTime } from "./parts.js";

/** Props of {@link OrderDetailView}. */
export interface OrderDetailViewProps {
  readonly order: AdminOrder;
  readonly changing: boolean;
  readonly failed: boolean;
  /** Why the last status change was refused (the order had changed elsewhere), shown by the status buttons. */
  readonly refusal?: string | null;
  readonly onStatusChange: (status: OrderStatus) => void;
  /** Marks the order paid (true) or not paid after all (false). */
  readonly onPaymentChange: (paid: boolean) => void;
  /** The staff note being written, its saving and its outcome (field errors of a 422, or a message). */
  readonly note: NoteDraft;
  readonly onNoteText: (text: string) => void;
  /** Adds the note as written. */
  readonly onAddNote: () => void;
}

/** A staff note being written. */
export interface NoteDraft {
  readonly text: string;
  readonly saving: boolean;
  readonly errors: FieldErrors;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
}

/** An empty note, not being saved. */
export const emptyNote: NoteDraft = { text: "", saving: false, errors: {}, message: null };

/** The order's payment: whether it is paid, when and by whom, and the button that changes it. */
const PaymentPanel = ({ order, changing, onPaymentChange }: Pick<OrderDetailViewProps, "order" | "changing" | "onPaymentChange">) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  const paidAt = order.paid_at ? dateTime(order.paid_at, locale) : "";
  return (
    <section aria-labelledby="order-payment">
      <h2 id="order-payment">{T.payment()}</h2>
      <p>
        {LL.checkout.paymentMethods[order.paymentMethod]()}:{" "}
        <span className={`status status--${order.payment_status}`}>{LL.order.paymentStatuses[order.payment_status]()}</span>
        {order.payment_status === "paid" ? <> ({order.paid_by ? T.paidBy({ at: paidAt, by: order.paid_by }) : T.paidOnDelivery({ at: paidAt })})</> : null}
      </p>
      {order.allowed_payment ? (
        <button
          type="button"
          className={order.allowed_payment === "paid" ? "btn" : "btn btn--ghost"}
          disabled={changing}
          onClick={() => onPaymentChange(order.allowed_payment === "paid")}
        >
          {order.allowed_payment === "paid" ? T.markPaid() : T.markUnpaid()}
        </button>
      ) : null}
      {order.paymentMethod === "bank_transfer" && order.allowed_payment === "paid" ? <p className="field-hint">{T.paymentHint()}</p> : null}
    </section>
  );
};

/** An address as staff read it, the country named in the dashboard's language. */
const AddressLines = ({ address, locale }: { readonly address: Address; readonly locale: Locale }) => (
  <address>
    {address.firstName} {address.lastName}
    {address.company ? (
      <>
        <br />
        {address.company}
      </>
    ) : null}
    <br />
    {address.address}, {[address.postalCode, address.city].filter(Boolean).join(" ")}, {COUNTRY_NAMES[locale][address.country]}
  </address>
);

/** The order's billing address and, when it is delivered, its delivery address: on its page and printed. */
export const OrderAddresses = ({ order }: { readonly order: Pick<AdminOrder, "billingAddress" | "deliveryAddress"> }) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <>
      <section>
        <h2>{T.billing()}</h2>
        <AddressLines address={order.billingAddress} locale={locale} />
      </section>
      {order.deliveryAddress ? (
        <section>
          <h2>{T.shipping()}</h2>
          <AddressLines address={order.deliveryAddress} locale={locale} />
        </section>
      ) : null}
    </>
  );
};

/** The order's history: its status changes and its staff notes, oldest first. */
const OrderTimeline = ({ order }: { readonly order: AdminOrder }) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  const events = [
    ...order.history.map((h, i) => ({ key: `s${i}`, at: h.at, status: h, note: null })),
    ...order.notes.map((n) => ({ key: `n${n.id}`, at: n.at, status: null, note: n })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="history">
      {events.map(({ key, status, note }) => (
        <li key={key}>
          {/* Placed by the customer, then each change by a colleague (a former one once their account is deleted) or by the shop itself (a transfer's wait ran out). */}
          {status === null
            ? null
            : status.from === null
              ? T.placed({ to: orderStatusName(LL, status.to, order.deliveryMethod), at: dateTime(status.at, locale) })
              : (status.by_shop ? T.byShop : T.historyEntry)({
                  from: orderStatusName(LL, status.from, order.deliveryMethod),
                  to: orderStatusName(LL, status.to, order.deliveryMethod),
                  at: dateTime(status.at, locale),
                  by: status.by ?? T.formerStaff(),
                })}
          {note ? (
            <>
              <span className="muted">{T.noteEntry({ by: note.by ?? T.formerStaff(), at: dateTime(note.at, locale) })}</span>
              <p className="history__note">{note.text}</p>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
};

/** The form of a new staff note: internal, which its hint says. */
const NoteForm = ({ note, onNoteText, onAddNote }: Pick<OrderDetailViewProps, "note" | "onNoteText" | "onAddNote">) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <form
      className="order__note"
      onSubmit={(event) => {
        event.preventDefault();
        onAddNote();
      }}
    >
      <Field label={T.noteLabel()} path="text" errors={note.errors} hint={T.noteHint()}>
        {(input) => <textarea {...input} rows={3} maxLength={ORDER_NOTE_MAX} value={note.text} onChange={(e) => onNoteText(e.currentTarget.value)} />}
      </Field>
      {note.message ? <Notice kind={note.message.kind}>{note.message.text}</Notice> : null}
      <button type="submit" className="btn" disabled={note.saving}>
        {note.saving ? LL.dashboard.common.saving() : T.addNote()}
      </button>
    </form>
  );
};

/** An order: its lines and totals, the customer, addresses, methods, status changes, notes and history. */
export const OrderDetailView = ({
  order,
  changing,
  failed,
  refusal = null,
  onStatusChange,
  onPaymentChange,
  note,
  onNoteText,
  onAddNote,
}: OrderDetailViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <section>
      <Link href="/dashboard/orders/">← {T.back()}</Link>
      <div className="dash__title">
        <h1>{T.detail({ number: order.number })}</h1>
        <span className={`status status--${order.status}`}>{orderStatusName(LL, order.status, order.deliveryMethod)}</span>
        <Link href={`/dashboard/orders/${order.id}/print/`} className="btn btn--ghost">
          {T.printOpen()}
        </Link>
      </div>
      <div className="actions">
        {order.allowed_statuses.length === 0 ? <p className="muted">{T.noChanges()}</p> : null}
        {order.allowed_statuses.map((s) => (
          <button key={s} type="button" className={s === "cancelled" ? "btn btn--ghost" : "btn"} disabled={changing} onClick={() => onStatusChange(s)}>
            {T.changeTo({ status: orderStatusName(LL, s, order.deliveryMethod) })}
          </button>
        ))}
      </div>
      {order.allowed_statuses.includes("cancelled") ? <p className="field-hint">{T.cancelWarning()}</p> : null}
      <PaymentPanel order={order} changing={changing} onPaymentChange={onPaymentChange} />
      {refusal ? <Notice kind="error">{refusal}</Notice> : failed ? <Notice kind="error">{LL.dashboard.common.failed()}</Notice> : null}
      <h2>{T.lines()}</h2>
      <OrderLines lines={order.lines} forStaff />
      <TotalsList totals={order.totals} />
      <div className="order__addresses">
        <section>
          <h2>{T.contact()}</h2>
          <p>
            <a href={`mailto:${order.contactDetails.email}`}>{order.contactDetails.email}</a>
            <br />
            <a href={`tel:${order.contactDetails.phone.replace(/[^\d+]/g, "")}`}>{order.contactDetails.phone}</a>
          </p>
        </section>
        <OrderAddresses order={order} />
        <section>
          <h2>{T.methods()}</h2>
          <p>
            {LL.checkout.paymentMethods[order.paymentMethod]()}
            <br />
            {LL.checkout.deliveryMethods[order.deliveryMethod]()}
          </p>
        </section>
        {order.clientNote ? (
          <section>
            <h2>{T.note()}</h2>
            <p>{order.clientNote}</p>
          </section>
        ) : null}
      </div>
      <h2>{T.history()}</h2>
      <OrderTimeline order={order} />
      <NoteForm note={note} onNoteText={onNoteText} onAddNote={onAddNote} />
    </section>
  );
};
