import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { AttributesView } from "./AttributesView.js";
import { attributeDictionary, messages } from "./fixtures.js";

const meta = {
  component: AttributesView,
  args: {
    attributes: attributeDictionary,
    editing: undefined,
    errors: {},
    saving: false,
    message: null,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttributesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { attributes: [] } };
export const New: Story = { args: { editing: null } };
/** Editing an attribute products use: the key's hint says a new key is carried to them. */
export const EditInUse: Story = { args: { editing: attributeDictionary[3]! } };
/** A 422: a key another attribute has, no Romanian name, and a new kind for an attribute in use. */
export const FieldErrors: Story = {
  args: { editing: attributeDictionary[3]!, errors: { key: ["taken"], "name.ro": ["required"], kind: ["in_use"] } },
};
/** A delete refused because products use the attribute: the reason is shown at its row. */
export const DeleteRefused: Story = {
  args: {
    rowMessage: { id: 1, text: "Această caracteristică este folosită de produse, deci nu poate fi ștearsă. Scoateți-o mai întâi de la produsele respective." },
  },
};
export const Saved: Story = { args: { message: messages.saved } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
