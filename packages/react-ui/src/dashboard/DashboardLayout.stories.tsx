import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import "../dashboard.css";
import { DashboardLayout } from "./DashboardLayout.js";
import { adminUser, managerUser, pageOf } from "./fixtures.js";
import { orderSummaries, overview } from "./order-fixtures.js";
import { OrdersView } from "./OrdersView.js";
import { OverviewView } from "./OverviewView.js";

const meta = {
  component: DashboardLayout,
  args: {
    user: adminUser,
    current: "/dashboard/",
    locale: "ro",
    onLocaleChange: fn(),
    onLogout: fn(),
    children: <OverviewView overview={overview} />,
  },
  // The role is a choice of the two staff members: the menu shows that role's sections.
  argTypes: {
    user: {
      options: ["admin", "manager"],
      mapping: { admin: adminUser, manager: managerUser },
      control: { type: "inline-radio", labels: { admin: "Administrator", manager: "Manager" } },
    },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator sees every section, "Languages and contacts" and the audit trail included. */
export const Admin: Story = {};
/** A manager's menu has no "Languages and contacts" nor audit trail. */
export const Manager: Story = { args: { user: managerUser } };
/** Another section open: its menu entry is marked as the current page. */
export const OrdersSection: Story = {
  args: {
    current: "/dashboard/orders/",
    children: <OrdersView page={pageOf(orderSummaries, 1, 4, 72)} query={{ page: 1 }} loading={false} onQueryChange={fn()} onExport={fn()} exporting={false} />,
  },
};
/** The dashboard in English, chosen from its own language menu. */
export const English: Story = { args: { locale: "en" }, globals: { locale: "en" } };
/** A long staff name wraps in the header. */
export const LongName: Story = { args: { user: { ...managerUser, name: "Alexandru-Constantin Munteanu-Ciobanu" } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const MobileManager: Story = { args: { user: managerUser }, globals: { viewport: { value: "phone", isRotated: false } } };
/** A phone-sized screen with the menu opened from its button (Escape closes it and returns to the button). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const menuButton = canvasElement.querySelector<HTMLButtonElement>(".dash__menu-btn")!;
    const menu = within(canvasElement).getByRole("navigation");
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toHaveAttribute("data-open");
    await userEvent.keyboard("{Escape}");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toHaveFocus();
    await userEvent.click(menuButton);
  },
};
