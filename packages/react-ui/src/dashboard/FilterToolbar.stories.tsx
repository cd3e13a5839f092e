import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { FilterToolbar } from "./FilterToolbar.js";

const meta = {
  component: FilterToolbar,
  args: {
    statuses: [
      { value: "new", label: "Nou" },
      { value: "handled", label: "Rezolvat" },
    ],
    statusLabel: "Stare",
    allStatuses: "Toate",
    searchLabel: "Caută după nume, e-mail sau text",
    filterLabel: "Filtrează",
    filters: {},
    onFilter: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterToolbar<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status and a text search (the messages' toolbar). */
export const StatusAndSearch: Story = {};
/** With a date range too (the orders' toolbar), opened on the filters in force. */
export const WithDates: Story = {
  args: {
    statuses: [
      { value: "new", label: "Nouă" },
      { value: "confirmed", label: "Confirmată" },
      { value: "cancelled", label: "Anulată" },
    ],
    searchLabel: "Număr, client, telefon sau e-mail",
    dates: { from: "De la", to: "Până la" },
    filters: { status: "new", from: "2026-11-17", to: "2026-11-23", search: "Popescu" },
  },
};
export const Mobile: Story = { args: { dates: { from: "De la", to: "Până la" } }, globals: { viewport: { value: "phone", isRotated: false } } };
