import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { messages } from "./fixtures.js";
import { sampleIdentity } from "./shop-settings-fixtures.js";
import { ShopIdentityView } from "./ShopSettingsViews.js";

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#8a2b1f"/></svg>')}`;

const meta = {
  component: ShopIdentityView,
  args: { identity: sampleIdentity, errors: {}, saving: false, message: null, onSave: fn(), onUpload: fn(async () => null) },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopIdentityView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A retailer's name, company, IDNO, legal address and bank account, without a logo. */
export const Identity: Story = {};
export const WithLogo: Story = {
  args: { identity: { ...sampleIdentity, logo_image_id: 7, logo: { url: LOGO, srcset: `${LOGO} 240w`, width: 240, height: 80 } } },
};
/** An empty shop, before its owner describes it. */
export const EmptyShop: Story = {
  args: { identity: { name: "Magazin online", logo_image_id: null, logo: null, company: "", idno: "", legal_address: "", bank: "", iban: "", version: 1 } },
};
/** The server refused the save: each field shows its error. */
export const Invalid: Story = { args: { errors: { name: ["required"], idno: ["format"], iban: ["format"] } } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { message: messages.saved } };
export const Conflict: Story = { args: { conflict: { changed: ["IBAN"], onReload: fn() } } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { globals: { locale: "ru" } };
export const Bulgarian: Story = { globals: { locale: "bg" }, args: { errors: { iban: ["format"] } } };
