import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { ProductsCsvView } from "./ProductsCsvView.js";

const checked = { rows: 120, created: 4, updated: 17, unchanged: 99, written: false, errors: {} };

const meta = {
  component: ProductsCsvView,
  args: { exporting: false, onExport: fn(), busy: null, report: null, onCheck: fn(), onApply: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductsCsvView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Downloading: Story = { args: { exporting: true } };
export const Checking: Story = { args: { busy: "checking" } };
/** A dry run with no error: what the import would do, and the button to make it. */
export const Checked: Story = { args: { report: checked } };
/** Every row's errors, by row and column; nothing is written and no import is offered. */
export const WithErrors: Story = {
  args: {
    report: {
      ...checked,
      errors: { "1.prix": ["invalid"], "7.price": ["type"], "7.stock": ["min"], "12.sku": ["taken"], "15.category": ["not_found"], "31.row": ["format"] },
    },
  },
};
/** A product with options, a row per variant: rows that disagree, a combination twice, a value without its label, a SKU taken. */
export const VariantRowErrors: Story = {
  args: {
    report: {
      ...checked,
      errors: {
        "40.title_en": ["differs"],
        "41.option1_value": ["taken"],
        "42.option2_value": ["required"],
        "43.variant_sku": ["taken"],
        "44.option1": ["unavailable"],
      },
    },
  },
};
export const FileTooLarge: Story = { args: { report: { ...checked, rows: 0, errors: { file: ["max"] } } } };
export const Imported: Story = { args: { report: { ...checked, written: true } } };
export const Mobile: Story = { ...WithErrors, globals: { viewport: { value: "phone", isRotated: false } } };
