import { StaticPageView } from "@vitrina/react-ui";
import { definePage } from "../app/route-types.js";

/** The FAQ page: questions and answers written in the dashboard's pages. */
export default definePage({
  load: ({ api }) => api.getPage("faq"),
  head: (page) => ({
    title: page.seo.title,
    description: page.seo.description,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: page.faq.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
      },
    ],
  }),
  Page: ({ data }) => (
    <StaticPageView
      title={data.title}
      html={data.html ?? ""}
      faq={data.faq.map((item) => ({ question: item.question, answer_html: item.answer_html ?? "" }))}
    />
  ),
});
