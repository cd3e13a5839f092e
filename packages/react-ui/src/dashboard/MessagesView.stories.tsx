import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { contactMessages } from "./activity-fixtures.js";
import { MessagesView } from "./MessagesView.js";

const meta = {
  component: MessagesView,
  args: { page: contactMessages, query: { page: 1 }, loading: false, onQueryChange: fn(), onMark: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New and handled messages in four languages, a long name and message, and one whose sender was purged after 30 days. */
export const Messages: Story = {};
export const OnlyNew: Story = {
  args: { query: { page: 1, status: "new" }, page: { ...contactMessages, data: contactMessages.data.filter((m) => m.status === "new"), total_pages: 1 } },
};
export const Empty: Story = { args: { page: { data: [], current_page: 1, total_pages: 1, total_items: 0 } } };
export const NoMatch: Story = { args: { query: { page: 1, search: "garanție" }, page: { data: [], current_page: 1, total_pages: 1, total_items: 0 } } };
export const Loading: Story = { args: { loading: true } };
/** Just marked handled: the outcome shows with the message. */
export const Marked: Story = { args: { rowMessage: { id: 14, kind: "ok", text: "Mesajul a fost marcat ca rezolvat." } } };
export const MarkFailed: Story = { args: { rowMessage: { id: 14, kind: "error", text: "Ceva nu a mers. Încercați din nou." } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
