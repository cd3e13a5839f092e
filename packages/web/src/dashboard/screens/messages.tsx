import { useLocation, useSearch } from "wouter";
import { DASHBOARD_PAGE_SIZE, type ContactMessageStatus, type MessageQuery } from "@vitrina/core";
import { MessagesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useResource, useRowActions } from "../use-api.js";
import { listHref } from "./list-url.js";
import { Pending } from "./pending.js";

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
  const messages = useResource((api) => api.listMessages(query), [search]);
  const rows = useRowActions();
  const mark = (id: number, next: ContactMessageStatus) => {
    const message = messages.data?.data.find((m) => m.id === id);
    if (!message) return;
    void rows
      .run(id, (api) => api.setMessageStatus(id, next, message.version), {
        done: () => (next === "handled" ? LL.dashboard.messages.markedHandled() : LL.dashboard.messages.markedNew()),
        // Someone else marked it meanwhile: say so, and show it as it is now.
        refused: LL.dashboard.common.conflict(),
        stale: messages,
      })
      .then((done) => done && messages.data && messages.set({ ...messages.data, data: messages.data.data.map((m) => (m.id === id ? done.value : m)) }));
  };
  if (!messages.data) return <Pending resource={messages} />;
  return (
    <>
      <Pending resource={messages} />
      <MessagesView
        page={messages.data}
        query={query}
        loading={messages.loading}
        rowMessage={rows.message}
        onQueryChange={(q) => navigate(listHref("/dashboard/messages/", q))}
        onMark={mark}
      />
    </>
  );
};
