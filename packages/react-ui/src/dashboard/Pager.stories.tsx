import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import "../dashboard.css";
import { Pager } from "./parts.js";

/** The dashboard lists' pages: previous, "page N of M", next (nothing when there is one page). */
const meta = {
  title: "Building blocks/Pager",
  component: Pager,
  args: { page: 2, totalPages: 5, onPage: fn() },
  argTypes: { page: { control: { type: "number", min: 1 } }, totalPages: { control: { type: "number", min: 1 } } },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next and previous buttons ask for the pages beside this one. */
export const Middle: Story = {
  play: async ({ args, canvasElement }) => {
    const [previous, next] = within(canvasElement).getAllByRole("button");
    await userEvent.click(next!);
    await expect(args.onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(previous!);
    await expect(args.onPage).toHaveBeenLastCalledWith(1);
  },
};
/** The first page: "previous" is disabled. */
export const First: Story = { args: { page: 1 } };
/** The last page: "next" is disabled. */
export const Last: Story = { args: { page: 5 } };
/** On a phone in Russian the long button names wrap under each other instead of widening the page. */
export const PhoneRussian: Story = { globals: { locale: "ru", viewport: { value: "phone", isRotated: false } } };
