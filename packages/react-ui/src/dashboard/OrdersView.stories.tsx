import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { pageOf } from "./fixtures.js";
import { orderSummaries } from "./order-fixtures.js";
import { OrdersView } from "./OrdersView.js";

const meta = {
  component: OrdersView,
  args: { page: pageOf(orderSummaries, 1, 4, 72), query: { page: 1 }, loading: false, onQueryChange: fn(), onExport: fn(), exporting: false },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, a company customer with a long name and e-mail included. */
export const List: Story = {};
export const Loading: Story = { args: { loading: true } };
/** New orders of one week, found by a customer's name. */
export const Filtered: Story = {
  args: { page: pageOf(orderSummaries.slice(0, 1)), query: { status: "new", from: "2026-11-17", to: "2026-11-23", search: "Popescu", page: 1 } },
};
export const NothingFound: Story = { args: { page: pageOf([]), query: { status: "cancelled", search: "Ciobanu", page: 1 } } };
/** A shop that has had no orders yet. */
export const Empty: Story = { args: { page: pageOf([]) } };
export const LastPage: Story = { args: { page: pageOf(orderSummaries.slice(3), 4, 4, 72), query: { page: 4 } } };
/** The export is being made: its button waits. */
export const Exporting: Story = { args: { exporting: true } };
/** The export failed (the shop did not answer). */
export const ExportFailed: Story = { args: { exportFailure: "The server did not answer. Please try again." } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
