import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { adminOrder, deliveredOrder, readyForPickupOrder, shippedOrder } from "./order-fixtures.js";
import { OrderDetailView, emptyNote } from "./OrderDetailView.js";

const meta = {
  component: OrderDetailView,
  args: { order: adminOrder, changing: false, failed: false, onStatusChange: fn(), onPaymentChange: fn(), note: emptyNote, onNoteText: fn(), onAddNote: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new order: it may be confirmed or cancelled (with the warning about stock). */
export const NewOrder: Story = {};
/** A status change on its way: the buttons wait. */
export const Changing: Story = { args: { changing: true } };
export const ChangeFailed: Story = { args: { failed: true } };
/** A pickup order paid by bank transfer and ready for pickup: it may be picked up or cancelled, its payment undone. */
export const ReadyForPickup: Story = { args: { order: readyForPickupOrder } };
/** Shipped to another address for a company, paid by bank transfer, with its history. */
export const Shipped: Story = { args: { order: shippedOrder } };
/** Delivered: the status can no longer change. */
export const Delivered: Story = { args: { order: deliveredOrder } };
export const Cancelled: Story = {
  args: {
    order: {
      ...adminOrder,
      status: "cancelled",
      allowed_statuses: [],
      history: [...adminOrder.history, { from: "new", to: "cancelled", at: "2026-11-23T12:00:00.000Z", by: "ion.ceban@vitrina.md", by_shop: false }],
    },
  },
};
const manyLines = Array.from({ length: 8 }, (_, i) => {
  const line = adminOrder.lines[i % 2]!;
  return { ...line, product_id: 100 + i, sku: `${line.sku}-${i + 1}`, quantity: i + 1, total: line.price * (i + 1) };
});
const manySubtotal = manyLines.reduce((sum, l) => sum + l.total, 0);

/** A long note and many lines. */
export const LongNote: Story = {
  args: {
    order: {
      ...shippedOrder,
      lines: manyLines,
      totals: { subtotal: manySubtotal, discount: 0, code_discount: 0, delivery: 0, total: manySubtotal },
      clientNote:
        "Vă rog să sunați cu cel puțin o oră înainte de livrare, interfonul nu funcționează. Blocul are două scări: intrați pe a doua, de lângă magazinul alimentar, etajul 7, ușa din stânga. Dacă nu răspund, lăsați coletul la vecina de la apartamentul 45, doamna Maria, care este anunțată.",
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** A note being written that the shop refused: empty. */
export const NoteRefused: Story = { args: { note: { ...emptyNote, errors: { text: ["required"] } } } };
/** A note on its way: its button waits. */
export const NoteSaving: Story = { args: { note: { ...emptyNote, text: "Clientul a cerut livrare după ora 18.", saving: true } } };
