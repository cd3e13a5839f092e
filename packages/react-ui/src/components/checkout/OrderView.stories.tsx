import type { Meta, StoryObj } from "@storybook/react-vite";
import { DELIVERY_METHODS, type DeliveryMethod, ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from "@vitrina/core";
import { sampleOrder } from "../catalog/fixtures.js";
import { OrderView, type OrderViewProps } from "./OrderView.js";

/** What a designer flips on the order's page: its status, whether it is paid, how it is delivered. */
type OrderArgs = OrderViewProps & {
  readonly status: OrderStatus;
  readonly paymentStatus: (typeof PAYMENT_STATUSES)[number];
  readonly deliveryMethod: DeliveryMethod;
};

const meta = {
  component: OrderView,
  render: ({ order, status, paymentStatus, deliveryMethod, ...props }) => (
    <OrderView
      {...props}
      order={{ ...order, status, payment_status: paymentStatus, paid_at: paymentStatus === "paid" ? order.created_at : null, deliveryMethod }}
    />
  ),
  args: {
    order: sampleOrder,
    status: sampleOrder.status,
    paymentStatus: sampleOrder.payment_status,
    deliveryMethod: sampleOrder.deliveryMethod,
    countryNames: { md: "Moldova", ro: "România", bg: "Bulgaria" },
  },
  argTypes: {
    order: { control: false },
    status: { control: "select", options: ORDER_STATUSES },
    paymentStatus: { control: "inline-radio", options: PAYMENT_STATUSES },
    deliveryMethod: { control: "inline-radio", options: DELIVERY_METHODS },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<OrderArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const SeparateDeliveryAddress: Story = {
  args: {
    status: "shipped",
    order: {
      ...sampleOrder,
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
/** Two sizes of one T-shirt: each line names the variant it sold. */
export const WithVariants: Story = {
  args: {
    order: {
      ...sampleOrder,
      lines: [
        ...sampleOrder.lines,
        ...(["M", "XL"] as const).map((size, i) => ({
          product_id: 90,
          slug: "tricou-sport-unisex-bumbac-organic",
          sku: `VT-VAR-TS-BK-${size}`,
          title: "Tricou sport unisex din bumbac organic",
          price: 249 + 30 * i,
          old_price: null,
          quantity: 1,
          total: 249 + 30 * i,
          variant_id: 400 + i,
          variant: `Mărime: ${size}, Culoare: Negru`,
        })),
      ],
    },
  },
};
