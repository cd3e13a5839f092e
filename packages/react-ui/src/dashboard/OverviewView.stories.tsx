import type { Meta, StoryObj } from "@storybook/react-vite";
import "../dashboard.css";
import { overview } from "./order-fixtures.js";
import { OverviewView } from "./OverviewView.js";

const meta = {
  component: OverviewView,
  args: { overview },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busy day, with products running out. */
export const BusyDay: Story = {};
/** Early morning: no orders yet and every product well stocked. */
export const Quiet: Story = {
  args: {
    overview: {
      orders_today: 0,
      revenue_today: 0,
      orders_month: 0,
      revenue_month: 0,
      awaiting_confirmation: 0,
      unpaid_transfers: 0,
      new_messages: 0,
      low_stock: [],
    },
  },
};
/** Large figures and a long product title. */
export const LargeFigures: Story = {
  args: {
    overview: {
      ...overview,
      orders_today: 1_204,
      revenue_today: 1_987_654.99,
      orders_month: 28_411,
      revenue_month: 45_123_456.7,
      awaiting_confirmation: 318,
      new_messages: 1_250,
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** Large revenue in Russian and Bulgarian at desktop width: each amount stays on one line with its currency. */
export const LargeFiguresRussian: Story = { args: LargeFigures.args!, globals: { locale: "ru" } };
export const LargeFiguresBulgarian: Story = { args: LargeFigures.args!, globals: { locale: "bg" } };
