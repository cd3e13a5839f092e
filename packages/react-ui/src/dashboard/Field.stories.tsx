import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../dashboard.css";
import { Field, Notice, SaveButton } from "./parts.js";

/** A dashboard form's field: its label, a hint, the server's error under it (gone once the field is changed). */
const meta = {
  title: "Building blocks/Field",
  component: Field,
  args: {
    label: "Preț",
    path: "price",
    errors: {},
    hint: "În lei, cu cel mult două zecimale.",
    children: (input) => <input {...input} inputMode="decimal" defaultValue="649" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
/** The answer's error, named to screen readers by the field; changing the field hides it. */
export const WithError: Story = {
  args: { errors: { price: ["min"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const error = canvasElement.querySelector(".field-error")!;
    await expect(input.getAttribute("aria-describedby")).toContain(error.id);
    await userEvent.type(input, "0");
    await expect(canvasElement.querySelector(".field-error")).toBeNull();
  },
};
/** A form's save button while saving, and the notices after an answer. */
export const SaveAndNotices: Story = {
  render: () => (
    <div className="sb-column">
      <SaveButton saving={false} />
      <SaveButton saving />
      <Notice kind="ok">Salvat.</Notice>
      <Notice kind="error">Nu s-a putut salva.</Notice>
    </div>
  ),
};
