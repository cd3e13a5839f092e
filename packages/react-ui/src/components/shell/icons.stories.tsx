import type { Meta, StoryObj } from "@storybook/react-vite";
import { COUNTRY_CODES } from "@vitrina/core";
import { Flag, Icon, type IconName, PaymentLogo, SocialIcon } from "./icons.js";

const ICONS: ReadonlyArray<IconName> = ["menu", "close", "search", "cart", "chevron", "arrow-up", "settings"];

/** The shop's icons (drawn in the text's colour), the countries' flags, the card logos and the social networks. */
const meta = {
  title: "Building blocks/Icons",
  component: Icon,
  args: { name: "cart", size: 24 },
  argTypes: { name: { control: "select", options: ICONS }, size: { control: { type: "range", min: 16, max: 64, step: 4 } } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
/** Every icon at its size, named. */
export const All: Story = {
  render: ({ size }) => (
    <ul className="sb-row" style={{ listStyle: "none", padding: 0 }}>
      {ICONS.map((name) => (
        <li key={name} className="sb-column" style={{ justifyItems: "center" }}>
          <Icon name={name} size={size ?? 24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
export const FlagsLogosAndNetworks: Story = {
  render: () => (
    <div className="sb-column">
      <div className="sb-row">
        {COUNTRY_CODES.map((code) => (
          <Flag key={code} code={code} />
        ))}
      </div>
      <div className="sb-row">
        <PaymentLogo kind="visa" label="Visa" />
        <PaymentLogo kind="mastercard" label="Mastercard" />
        <PaymentLogo kind="card" label="Card" />
      </div>
      <div className="sb-row">
        {["facebook", "instagram", "tiktok", "youtube"].map((code) => (
          <SocialIcon key={code} code={code} />
        ))}
      </div>
    </div>
  ),
};
