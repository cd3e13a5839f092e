import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link StaticPageView}. */
export interface StaticPageViewProps {
  readonly title: string;
  /**
   * The page's text as HTML the server rendered from Markdown and sanitised (no raw HTML, no unsafe
   * links); never pass a text anyone typed.
   */
  readonly html: string;
  /** The FAQ's questions (plain text) with their answers as server-rendered, sanitised HTML. */
  readonly faq: ReadonlyArray<{ readonly question: string; readonly answer_html: string }>;
}

/** The FAQ, about-us and policy pages: a title, the text and, for the FAQ, questions that open on click. */
export const StaticPageView = ({ title, html, faq }: StaticPageViewProps) => {
  const { LL } = useI18nContext();
  return (
    <div className="container static-page">
      <h1>{title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitised this HTML from Markdown (raw HTML off, only safe links and images kept) */}
      <div className="static-page__text" dangerouslySetInnerHTML={{ __html: html }} />
      {faq.length > 0 ? (
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{LL.pages.questions()}</h2>
          {faq.map((item, i) => (
            <details key={i} className="faq-item">
              <summary>{item.question}</summary>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitised this HTML from Markdown (raw HTML off, only safe links and images kept) */}
              <div className="faq-item__answer" dangerouslySetInnerHTML={{ __html: item.answer_html }} />
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
};
