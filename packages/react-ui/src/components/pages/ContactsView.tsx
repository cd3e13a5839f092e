import type { ContactDraft, GeneralData } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link ContactsView}. */
export interface ContactsViewProps {
  readonly general: GeneralData;
  readonly draft: ContactDraft;
  /** Messages of field errors by field. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message about the whole form (too many messages, network failure). */
  readonly message: string | null;
  readonly status: "editing" | "sending" | "sent";
  readonly onEdit: (field: keyof ContactDraft, value: string) => void;
  readonly onSubmit: () => void;
  readonly onReset: () => void;
}

const List = ({ title, items, href }: { readonly title: string; readonly items: ReadonlyArray<string>; readonly href?: (item: string) => string }) =>
  items.length > 0 ? (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{href ? <a href={href(item)}>{item}</a> : item}</li>
        ))}
      </ul>
    </section>
  ) : null;

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const mailto = (email: string) => `mailto:${email}`;

/** The contacts page: phones, e-mails, addresses, opening hours, social networks and a contact form. */
export const ContactsView = ({ general, draft, errors, message, status, onEdit, onSubmit, onReset }: ContactsViewProps) => {
  const { LL } = useI18nContext();
  const field = (name: keyof ContactDraft, label: string, input: "input" | "textarea", type = "text", autoComplete?: string) => {
    const error = errors[name];
    const common = {
      id: `contact-${name}`,
      name,
      value: draft[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `contact-${name}-error` : undefined,
      onChange: (e: { currentTarget: { value: string } }) => onEdit(name, e.currentTarget.value),
    };
    return (
      <div className="field">
        <label htmlFor={common.id}>{label}</label>
        {input === "textarea" ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
        {error ? (
          <p id={`contact-${name}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div className="container contacts">
      <h1>{LL.contacts.title()}</h1>
      <div className="contacts__body">
        <div className="contacts__info">
          <List title={LL.contacts.phones()} items={general.phones} href={tel} />
          <List title={LL.contacts.emails()} items={general.emails} href={mailto} />
          <List title={LL.contacts.addresses()} items={general.addresses} />
          {general.schedule ? (
            <section>
              <h2>{LL.contacts.schedule()}</h2>
              <p>{general.schedule}</p>
            </section>
          ) : null}
          <List
            title={LL.contacts.sales()}
            items={[...general.salesPhones, ...general.salesEmails]}
            href={(item) => (item.includes("@") ? mailto(item) : tel(item))}
          />
          {general.socials.length > 0 ? (
            <section>
              <h2>{LL.contacts.follow()}</h2>
              <ul>
                {general.socials.map((s) => (
                  <li key={s.code}>
                    <a href={s.url} rel="noopener noreferrer" target="_blank">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <section className="contacts__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{LL.contacts.formTitle()}</h2>
          {status === "sent" ? (
            <div role="status">
              <p>{LL.contacts.sent()}</p>
              <button type="button" className="btn btn--ghost" onClick={onReset}>
                {LL.contacts.another()}
              </button>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
            >
              {field("name", LL.contacts.name(), "input", "text", "name")}
              {field("email", LL.contacts.email(), "input", "email", "email")}
              {field("phone", LL.contacts.phone(), "input", "tel", "tel")}
              {field("message", LL.contacts.message(), "textarea")}
              {message ? (
                <p role="alert" className="alert">
                  {message}
                </p>
              ) : null}
              <button type="submit" className="btn" disabled={status === "sending"}>
                {status === "sending" ? LL.contacts.sending() : LL.contacts.send()}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  );
};
