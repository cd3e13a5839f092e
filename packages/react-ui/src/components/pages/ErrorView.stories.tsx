import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorView } from "./ErrorView.js";

const meta = { component: ErrorView, args: { kind: "not-found", path: "/category/nu-exista/" } } satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { args: { kind: "server-error" } };
export const LongPath: Story = {
  args: { path: "/product/un-produs-cu-un-nume-foarte-foarte-lung-care-nu-mai-exista-in-magazin/" },
  globals: { viewport: { value: "phone", isRotated: false } },
};
