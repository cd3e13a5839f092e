import { useId, useState } from "react";
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type FieldErrors, type Locale, type LocalizedText, type StaticPageKind } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { OrderedList } from "./OrderedList.js";
import { emptyText, errorText, Notice, SaveButton, useNameIn } from "./parts.js";

/** The content pages, in the order the picker lists them. */
export const CONTENT_PAGE_KINDS: ReadonlyArray<StaticPageKind> = ["faq", "about", "cookies-policy", "privacy-policy", "return-policy", "terms-of-use"];

/** One FAQ entry being edited; `key` tells entries apart while they are moved (it is not saved). */
export interface FaqDraft {
  readonly key: number;
  readonly question: LocalizedText;
  readonly answer: LocalizedText;
}

/** A content page being edited: its title and Markdown text in every language and, for the FAQ, its entries in order. */
export interface PageDraft {
  readonly title: LocalizedText;
  readonly body: LocalizedText;
  readonly faq: ReadonlyArray<FaqDraft>;
}

/** A new, empty FAQ entry with a key no other entry of `draft` has. */
export const newFaqEntry = (draft: PageDraft): FaqDraft => ({
  key: draft.faq.reduce((max, e) => Math.max(max, e.key), 0) + 1,
  question: emptyText(),
  answer: emptyText(),
});

/** Props of {@link PagesView}. */
export interface PagesViewProps {
  /** The page being edited. */
  readonly kind: StaticPageKind;
  /** Its texts; null while it loads. */
  readonly draft: PageDraft | null;
  /** The field errors of the last save (`title.ro`, `faq.0.answer.en`). */
  readonly errors: FieldErrors;
  readonly saving: boolean;
  /** "Saved." or a failure, after a save. */
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** Shown when the save was refused because a colleague saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /** The server's sanitised HTML of the text last previewed, in its language; null when none was asked for. */
  readonly preview: { readonly locale: Locale; readonly html: string } | null;
  readonly previewing: boolean;
  readonly previewFailed?: boolean;
  /** The page's address on the storefront in a language (`/ru/faq/`). */
  readonly pageHref: (kind: StaticPageKind, locale: Locale) => string;
  readonly onKind: (kind: StaticPageKind) => void;
  readonly onChange: (draft: PageDraft) => void;
  /** Asks the server to render the Markdown of the text in a language. */
  readonly onPreview: (locale: Locale, markdown: string) => void;
  readonly onSave: () => void;
}

/**
 * The content pages' editor: pick a page, write its title and Markdown text in each language (one
 * tab per language), preview the text as the shop shows it, and for the FAQ edit the questions and
 * answers as an ordered list.
 */
export const PagesView = (props: PagesViewProps) => {
  const {
    kind,
    draft,
    errors,
    saving,
    message,
    conflict = null,
    preview,
    previewing,
    previewFailed = false,
    pageHref,
    onKind,
    onChange,
    onPreview,
    onSave,
  } = props;
  const { LL } = useI18nContext();
  const T = LL.dashboard.pages;
  const id = useId();
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const hasError = (l: Locale) => Object.keys(errors).some((path) => path.endsWith(`.${l}`));
  const error = (path: string) => errorText(LL, errors[path], path);
  const field = (path: string) => {
    const text = error(path);
    return { text, attributes: text ? { "aria-invalid": true as const, "aria-describedby": `${id}-${path}-error` } : {} };
  };
  const title = field(`title.${locale}`);
  const body = field(`body.${locale}`);
  return (
    <section className="pages-editor">
      <h1>{T.title()}</h1>
      <div className="toolbar">
        <label>
          {T.page()}{" "}
          <select value={kind} onChange={(e) => onKind(e.currentTarget.value as StaticPageKind)}>
            {CONTENT_PAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {T.kinds[k]()}
              </option>
            ))}
          </select>
        </label>
        <a href={pageHref(kind, locale)} target="_blank" rel="noopener">
          {T.openInShop()}
        </a>
      </div>
      {draft === null ? (
        <p role="status">{LL.dashboard.common.loading()}</p>
      ) : (
        <form
          className="dash-form dash-form--panel"
          aria-label={T.kinds[kind]()}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <h2>{T.kinds[kind]()}</h2>
          <div role="group" aria-label={T.languages()} className="localized__tabs">
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                className="localized__tab"
                lang={l}
                aria-pressed={l === locale}
                data-error={hasError(l) || undefined}
                onClick={() => setLocale(l)}
              >
                {LOCALE_NAMES[l]}
                {hasError(l) ? <span className="visually-hidden"> — {T.hasErrors()}</span> : null}
              </button>
            ))}
          </div>
          <div className="field">
            <label htmlFor={`${id}-title`}>
              {T.pageTitle()} <span className="muted">({LL.dashboard.common.languageNames[locale]()})</span>
            </label>
            <input
              id={`${id}-title`}
              lang={locale}
              value={draft.title[locale]}
              {...title.attributes}
              onChange={(e) => onChange({ ...draft, title: { ...draft.title, [locale]: e.currentTarget.value } })}
            />
            {title.text ? (
              <p id={`${id}-title.${locale}-error`} className="field-error">
                {title.text}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-body`}>
              {T.body()} <span className="muted">({LL.dashboard.common.languageNames[locale]()}, Markdown)</span>
            </label>
            <textarea
              id={`${id}-body`}
              lang={locale}
              rows={14}
              value={draft.body[locale]}
              aria-describedby={[`${id}-hint`, body.text ? `${id}-body.${locale}-error` : ""].filter(Boolean).join(" ")}
              {...(body.text ? { "aria-invalid": true } : {})}
              onChange={(e) => onChange({ ...draft, body: { ...draft.body, [locale]: e.currentTarget.value } })}
            />
            <p id={`${id}-hint`} className="field-hint">
              {T.markdownHint()}
              {kind === "about" ? ` ${T.aboutHomeHint()}` : ""}
            </p>
            {body.text ? (
              <p id={`${id}-body.${locale}-error`} className="field-error">
                {body.text}
              </p>
            ) : null}
          </div>
          <div className="actions">
            <button type="button" className="btn btn--ghost" disabled={previewing} onClick={() => onPreview(locale, draft.body[locale])}>
              {previewing ? T.previewing() : T.preview()}
            </button>
          </div>
          {previewFailed ? <Notice kind="error">{T.previewFailed()}</Notice> : null}
          {preview ? (
            <section
              className="pages-editor__preview"
              aria-label={T.previewOf({ language: LL.dashboard.common.languageNames[preview.locale]() })}
              lang={preview.locale}
            >
              <p className="muted">{T.previewOf({ language: LL.dashboard.common.languageNames[preview.locale]() })}</p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitised this HTML (raw HTML off, unsafe links dropped) */}
              <div className="static-page__text" dangerouslySetInnerHTML={{ __html: preview.html }} />
            </section>
          ) : null}
          {kind === "faq" ? <FaqEditor draft={draft} locale={locale} errors={errors} onChange={onChange} /> : null}
          {conflict ? <ConflictNotice {...conflict} /> : null}
          {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
          <div className="actions">
            <SaveButton saving={saving} />
          </div>
        </form>
      )}
    </section>
  );
};

/** The FAQ's questions and answers in one language, in the order the page shows them. */
const FaqEditor = ({
  draft,
  locale,
  errors,
  onChange,
}: {
  readonly draft: PageDraft;
  readonly locale: Locale;
  readonly errors: FieldErrors;
  readonly onChange: (draft: PageDraft) => void;
}) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.pages;
  const nameIn = useNameIn();
  const id = useId();
  const setEntry = (key: number, change: Partial<Pick<FaqDraft, "question" | "answer">>) =>
    onChange({ ...draft, faq: draft.faq.map((e) => (e.key === key ? { ...e, ...change } : e)) });
  const position = (entry: FaqDraft) => draft.faq.indexOf(entry);
  return (
    <fieldset className="pages-editor__faq">
      <legend>{T.faq()}</legend>
      <p className="field-hint">{T.faqHint()}</p>
      {draft.faq.length === 0 ? <p>{T.noQuestions()}</p> : null}
      <OrderedList
        items={draft.faq}
        keyOf={(e) => e.key}
        labelOf={(e) => nameIn(e.question) || `${T.newQuestion()} (${position(e) + 1})`}
        onReorder={(faq) => onChange({ ...draft, faq })}
        onRemove={(e) => onChange({ ...draft, faq: draft.faq.filter((x) => x.key !== e.key) })}
        render={(entry) => {
          const index = position(entry);
          const questionError = errorText(LL, errors[`faq.${index}.question.${locale}`], `faq.${index}.question.${locale}`);
          const answerError = errorText(LL, errors[`faq.${index}.answer.${locale}`], `faq.${index}.answer.${locale}`);
          // Written in some language but not in all: a shopper of a missing one reads the Romanian text (or the save is refused without it).
          const written = LOCALES.filter((l) => entry.question[l].trim() !== "" || entry.answer[l].trim() !== "");
          const missing = written.length === 0 ? [] : LOCALES.filter((l) => entry.question[l].trim() === "" || entry.answer[l].trim() === "");
          return (
            <div className="pages-editor__entry">
              {missing.length > 0 ? (
                <p className="field-hint" role="note">
                  {missing.includes(DEFAULT_LOCALE)
                    ? T.untranslatedRo()
                    : T.untranslated({ languages: missing.map((l) => LL.dashboard.common.languageNames[l]()).join(", ") })}
                </p>
              ) : null}
              <div className="field">
                <label htmlFor={`${id}-q${entry.key}`}>{T.question({ position: index + 1 })}</label>
                <input
                  id={`${id}-q${entry.key}`}
                  lang={locale}
                  value={entry.question[locale]}
                  {...(questionError ? { "aria-invalid": true, "aria-describedby": `${id}-q${entry.key}-error` } : {})}
                  onChange={(e) => setEntry(entry.key, { question: { ...entry.question, [locale]: e.currentTarget.value } })}
                />
                {questionError ? (
                  <p id={`${id}-q${entry.key}-error`} className="field-error">
                    {questionError}
                  </p>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor={`${id}-a${entry.key}`}>{T.answer({ position: index + 1 })}</label>
                <textarea
                  id={`${id}-a${entry.key}`}
                  lang={locale}
                  rows={3}
                  value={entry.answer[locale]}
                  {...(answerError ? { "aria-invalid": true, "aria-describedby": `${id}-a${entry.key}-error` } : {})}
                  onChange={(e) => setEntry(entry.key, { answer: { ...entry.answer, [locale]: e.currentTarget.value } })}
                />
                {answerError ? (
                  <p id={`${id}-a${entry.key}-error`} className="field-error">
                    {answerError}
                  </p>
                ) : null}
              </div>
            </div>
          );
        }}
      />
      <button type="button" className="btn btn--ghost" onClick={() => onChange({ ...draft, faq: [...draft.faq, newFaqEntry(draft)] })}>
        {T.addQuestion()}
      </button>
    </fieldset>
  );
};
