import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleContacts, sampleCountries, sampleCurrencies, sampleLanguages } from "../shell/fixtures.js";
import { ContactsView } from "./ContactsView.js";

const meta = {
  component: ContactsView,
  args: {
    general: {
      ...sampleContacts,
      schedule: "Luni–Vineri 09:00–18:00, Sâmbătă 10:00–15:00",
      currencies: sampleCurrencies,
      languages: sampleLanguages,
      countries: sampleCountries,
    },
    draft: { name: "", email: "", phone: "", message: "" },
    errors: {},
    message: null,
    status: "editing",
    onEdit: fn(),
    onSubmit: fn(),
    onReset: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ContactsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const WithErrors: Story = {
  args: {
    draft: { name: "", email: "ion@", phone: "", message: "Livrați la Bălți?" },
    errors: { name: "Completați acest câmp.", email: "Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md." },
  },
};
export const Sending: Story = { args: { status: "sending", draft: { name: "Ion", email: "ion@example.md", phone: "", message: "Livrați la Bălți?" } } };
export const TooManyMessages: Story = { args: { message: "Prea multe mesaje. Încercați din nou peste un minut." } };
export const Sent: Story = { args: { status: "sent" } };
