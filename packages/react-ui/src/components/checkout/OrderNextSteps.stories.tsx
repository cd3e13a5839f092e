import type { Meta, StoryObj } from "@storybook/react-vite";
import { OrderNextSteps } from "./OrderNextSteps.js";

const bank = { beneficiary: "Casa Bună SRL", iban: "MD24 AG00 0225 1000 1310 4168", bank: "BC Victoriabank SA", reference: "VT-7K3M9Q2X" };
const pickup = { addresses: ["mun. Chișinău, str. Florilor 1 (showroom)"], schedule: "Luni–vineri 9:00–18:00, sâmbătă 10:00–15:00" };

const meta = {
  component: OrderNextSteps,
  args: {
    instructions: {
      payment: "Transferați suma comenzii în contul de mai jos și indicați numărul comenzii ca referință a plății.",
      delivery: "Curierul vă sună înainte de livrare, pentru a stabili ora.",
      bank,
      pickup: null,
    },
  },
} satisfies Meta<typeof OrderNextSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BankTransfer: Story = {};
export const Pickup: Story = {
  args: { instructions: { payment: "Achitați în numerar la ridicare.", delivery: "Vă sunăm când comanda este gata de ridicare.", bank: null, pickup } },
};
export const BankTransferAndPickup: Story = {
  args: {
    instructions: { payment: "", delivery: "", bank, pickup: { ...pickup, addresses: [...pickup.addresses, "mun. Chișinău, bd. Dacia 47 (warehouse)"] } },
  },
};
export const BankWithoutBankName: Story = { args: { instructions: { payment: "", delivery: "", bank: { ...bank, bank: "" }, pickup: null } } };
export const English: Story = {
  globals: { locale: "en" },
  args: { instructions: { payment: "Transfer the order total to the account below.", delivery: "", bank, pickup: null } },
};
