import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleOrder } from "../catalog/fixtures.js";
import { OrderView } from "./OrderView.js";

const meta = {
  component: OrderView,
  args: { order: sampleOrder, countryNames: { md: "Moldova", ro: "România", bg: "Bulgaria" } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof OrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const SeparateDeliveryAddress: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: "shipped",
      paymentMethod: "bank_transfer",
      clientNote: null,
      deliveryAddress: {
        firstName: "Ion",
        lastName: "Popescu",
        country: "ro",
        city: "Iași",
        address: "Bd. Ștefan cel Mare și Sfânt 10",
        company: "SRL Exemplu Comerț Internațional și Logistică",
      },
    },
  },
};
