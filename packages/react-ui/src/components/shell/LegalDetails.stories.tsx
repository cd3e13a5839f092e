import type { Meta, StoryObj } from "@storybook/react-vite";
import { LegalDetails, ShopLogo } from "./shop-identity.js";

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#8a2b1f"/><text x="120" y="52" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">Casa Bună</text></svg>')}`;
const shop = { name: "Casa Bună", logo: null, company: "Casa Bună SRL", idno: "1003600098765", legalAddress: "mun. Chișinău, str. Florilor 1" };

const meta = { component: LegalDetails, args: { shop } } satisfies Meta<typeof LegalDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
export const NameOnly: Story = { args: { shop: { ...shop, company: "", idno: "", legalAddress: "" } } };
export const LongAddress: Story = {
  args: { shop: { ...shop, legalAddress: "Republica Moldova, mun. Chișinău, sectorul Botanica, bd. Dacia 47, oficiul 12, MD-2062" } },
};
export const LogoWithoutImage: Story = { render: () => <ShopLogo name="Casa Bună" logo={null} /> };
export const LogoImage: Story = {
  render: () => <ShopLogo name="Casa Bună" logo={{ url: LOGO, srcset: `${LOGO} 240w`, width: 240, height: 80 }} />,
};
