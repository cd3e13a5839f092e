import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link StaticPageView}. */
export interface StaticPageViewProps {
  readonly title: string;
  /** Paragraphs separated by blank lines; a paragraph starting with `## ` is a heading. */
  readonly body: string;
  readonly faq: ReadonlyArray<{ readonly question: string; readonly answer: string }>;
}

/** The FAQ and policy pages: a title, the text and, for the FAQ, questions that open on click. */
export const StaticPageView = ({ title, body, faq }: StaticPageViewProps) => {
  const { LL } = useI18nContext();
  return (
    <div className="container static-page">
      <h1>{title}</h1>
      {body
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== "")
        .map((p, i) => (p.startsWith("## ") ? <h2 key={i}>{p.slice(3)}</h2> : <p key={i}>{p}</p>))}
      {faq.length > 0 ? (
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{LL.pages.questions()}</h2>
          {faq.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
};
