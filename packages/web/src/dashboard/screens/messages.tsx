import { useLocation, useSearch } from "wouter";
import { DASHBOARD_PAGE_SIZE, type ContactMessage, type ContactMessageStatus, type MessageQuery, type Page } from "@vitrina/core";
import { MessagesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { listHref } from "./list-url.js";

const queryFromSearch = (search: string): MessageQuery => {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  return {
    page: Number(params.get("page") ?? 1) || 1,
    perPage: DASHBOARD_PAGE_SIZE,
    ...(status === "new" || status === "handled" ? { status } : {}),
    ...(params.get("search") ? { search: params.get("search")! } : {}),
  };
};

/** Contact-form messages; their filters live in the URL (the overview links to the new ones). */
export const Messages = () => {
  const { LL } = useI18nContext();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const messages = useScreen<Page<ContactMessage>, MessageQuery>((api, q, options) => api.listMessages(q, options), query);
  const mark = (id: number, next: ContactMessageStatus) => {
    const message = messages.data?.data.find((m) => m.id === id);
    if (!message) return;
    void messages.save((api) => api.setMessageStatus(id, next, message.version), {
      row: id,
      apply: (page, saved) => ({ ...page, data: page.data.map((m) => (m.id === id ? saved : m)) }),
      // Someone else marked it meanwhile: say so, and show it as it is now.
      on409: "stale",
      texts: { done: next === "handled" ? LL.dashboard.messages.markedHandled() : LL.dashboard.messages.markedNew(), refused: LL.dashboard.common.conflict() },
    });
  };
  if (!messages.data) return <ScreenStatus screen={messages} />;
  return (
    <>
      <ScreenStatus screen={messages} />
      <MessagesView
        page={messages.data}
        query={query}
        loading={messages.reloading}
        rowMessage={messages.rowMessage}
        onQueryChange={(q) => navigate(listHref("/dashboard/messages/", q))}
        onMark={mark}
      />
    </>
  );
};
