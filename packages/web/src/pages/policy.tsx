import type { StaticPageKind } from "@vitrina/core";
import { StaticPageView } from "@vitrina/react-ui";
import { definePage } from "../app/route-types.js";

/** The about-us page or a policy page (cookies, privacy, returns, terms of use); the route table gives the kind. */
export default definePage({
  load: ({ api, params }) => api.getPage(params.kind as StaticPageKind),
  head: (page) => ({ title: page.seo.title, description: page.seo.description }),
  Page: ({ data }) => <StaticPageView title={data.title} html={data.html ?? ""} faq={[]} />,
});
