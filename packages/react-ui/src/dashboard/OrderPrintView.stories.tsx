import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { adminOrder, shippedOrder } from "./order-fixtures.js";
import { OrderPrintView } from "./OrderPrintView.js";
import { sampleIdentity } from "./shop-settings-fixtures.js";

const { name, company, idno, legal_address, bank, iban } = sampleIdentity;
const seller = { name, company, idno, legal_address, bank, iban };

const meta = {
  component: OrderPrintView,
  args: { printed: { order: adminOrder, seller }, onPrint: fn() },
} satisfies Meta<typeof OrderPrintView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new order delivered by courier to the billing address, with the customer's note. */
export const NewOrder: Story = {};
/** Shipped by post to another address, for a company, paid by bank transfer. */
export const ShippedToAnotherAddress: Story = { args: { printed: { order: shippedOrder, seller } } };
/** A shop whose legal details are not filled in yet: only its name is printed. */
export const NoLegalDetails: Story = {
  args: { printed: { order: adminOrder, seller: { name, company: "", idno: "", legal_address: "", bank: "", iban: "" } } },
};
/** In Russian, the dashboard's language. */
export const Russian: Story = { globals: { locale: "ru" } };
