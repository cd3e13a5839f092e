import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { AuditView } from "./AuditView.js";
import { auditEntries, signInEntry } from "./activity-fixtures.js";
import { pageOf, staffUsers } from "./fixtures.js";

const meta = {
  component: AuditView,
  args: { page: pageOf(auditEntries, 1, 6, 287), query: { page: 1, perPage: 50 }, staff: staffUsers, loading: false, onQueryChange: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order status change, a product edit, a new slide, a deleted category and a sign-in, each named. */
export const Trail: Story = { args: { page: pageOf([...auditEntries, signInEntry], 1, 6, 287) } };
export const Loading: Story = { args: { loading: true } };
export const Filtered: Story = {
  args: { page: pageOf(auditEntries.slice(1, 2)), query: { staff_id: 2, entity: "products", from: "2026-11-01", to: "2026-11-30", page: 1 } },
};
export const NothingFound: Story = { args: { page: pageOf([]), query: { entity: "staff", page: 1 } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** A Russian rename, a reorder of the slides as one entry, contacts and SEO texts as readable diffs. */
export const ReadableChanges: Story = { args: { page: pageOf(auditEntries.slice(0, 4)) } };
/** The same entries with the dashboard in Russian: list titles in Russian. */
export const Russian: Story = { args: { page: pageOf(auditEntries.slice(0, 4)) }, globals: { locale: "ru" } };
