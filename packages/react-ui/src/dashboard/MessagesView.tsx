import type { ContactMessage, ContactMessageStatus, Locale, MessageQuery, Page } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { FilterToolbar } from "./FilterToolbar.js";
import { Notice, Pager, dateTime } from "./parts.js";

const STATUSES: ReadonlyArray<ContactMessageStatus> = ["new", "handled"];

/**
 * The subject of a reply, in the language the shopper wrote in (not the dashboard's): the reply
 * link opens the staff member's own mail program with it.
 */
const REPLY_SUBJECT: Readonly<Record<Locale, string>> = {
  ro: "Răspuns la mesajul dumneavoastră",
  en: "Reply to your message",
  ru: "Ответ на ваше сообщение",
  bg: "Отговор на вашето съобщение",
};

/** A mailto: link to the sender with a subject in the message's language. */
export const replyLink = (email: string, locale: Locale): string =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(REPLY_SUBJECT[locale])}`;

/** Props of {@link MessagesView}. */
export interface MessagesViewProps {
  readonly page: Page<ContactMessage>;
  readonly query: MessageQuery;
  readonly loading: boolean;
  /** The outcome of marking one message, shown with that message. */
  readonly rowMessage?: { readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly onQueryChange: (query: MessageQuery) => void;
  /** Marks a message handled, or new again. */
  readonly onMark: (id: number, status: ContactMessageStatus) => void;
}

/** A language's name in the dashboard's language (Intl knows all four). */
const languageName = (code: Locale, locale: string) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;

/** Contact-form messages, newest first: filtered by status and text, marked handled, answered by e-mail. */
export const MessagesView = ({ page, query, loading, rowMessage = null, onQueryChange, onMark }: MessagesViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.messages;
  return (
    <section>
      <h1>{T.title()}</h1>
      <FilterToolbar
        statuses={STATUSES.map((s) => ({ value: s, label: T.statuses[s]() }))}
        statusLabel={T.status()}
        allStatuses={T.allStatuses()}
        searchLabel={T.searchLabel()}
        filterLabel={T.filter()}
        filters={query}
        onFilter={(filters) => onQueryChange({ page: 1, ...filters })}
      />
      <ul className="messages" aria-busy={loading || undefined}>
        {page.data.map((m) => {
          const who = m.name ?? T.anonymous();
          return (
            <li key={m.id} className="message">
              <article aria-labelledby={`message-${m.id}`}>
                <header className="message__head">
                  <h2 id={`message-${m.id}`}>{m.name ?? <span className="muted">{T.removed()}</span>}</h2>
                  <span className={`status status--${m.status === "new" ? "new" : "delivered"}`}>{T.statuses[m.status]()}</span>
                </header>
                <dl className="message__meta">
                  <div>
                    <dt>{T.received()}</dt>
                    <dd>{dateTime(m.created_at, locale)}</dd>
                  </div>
                  <div>
                    <dt>{T.language()}</dt>
                    <dd>{languageName(m.locale, locale)}</dd>
                  </div>
                  {m.email ? (
                    <div>
                      <dt>{T.email()}</dt>
                      <dd>{m.email}</dd>
                    </div>
                  ) : null}
                  {m.phone ? (
                    <div>
                      <dt>{T.phone()}</dt>
                      <dd>
                        <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>{m.phone}</a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <p className="message__text">{m.message}</p>
                <div className="message__actions">
                  {m.email ? (
                    <a className="btn btn--small" href={replyLink(m.email, m.locale)} aria-label={`${T.reply()}: ${who}`}>
                      {T.reply()}
                    </a>
                  ) : null}
                  {m.status === "new" ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={`${T.markHandled()}: ${who}`}
                      onClick={() => onMark(m.id, "handled")}
                    >
                      {T.markHandled()}
                    </button>
                  ) : (
                    <button type="button" className="btn btn--ghost btn--small" aria-label={`${T.markNew()}: ${who}`} onClick={() => onMark(m.id, "new")}>
                      {T.markNew()}
                    </button>
                  )}
                </div>
                {rowMessage?.id === m.id ? <Notice kind={rowMessage.kind}>{rowMessage.text}</Notice> : null}
              </article>
            </li>
          );
        })}
      </ul>
      {page.data.length === 0 ? <p>{query.search || query.status ? LL.dashboard.common.noMatch() : LL.dashboard.common.empty()}</p> : null}
      <Pager page={page.current_page} totalPages={page.total_pages} onPage={(n) => onQueryChange({ ...query, page: n })} />
    </section>
  );
};
