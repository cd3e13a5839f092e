import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { seoSettings } from "./content-fixtures.js";
import { lt, messages } from "./fixtures.js";
import { SeoView } from "./SeoView.js";

const meta = {
  component: SeoView,
  args: { settings: seoSettings, savedKind: null, errors: {}, saving: false, message: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};
/** Only the form being saved waits. */
export const SavingOne: Story = { args: { savedKind: "category", saving: true } };
export const Saved: Story = { args: { savedKind: "home", message: messages.saved } };
/** A 422 answer for the product page: empty Romanian title, too long Russian description. */
export const FieldErrors: Story = {
  args: {
    settings: seoSettings.map((s) =>
      s.kind === "product" ? { ...s, title: { ...s.title, ro: "" }, description: { ...s.description, ru: "Очень длинное описание. ".repeat(30) } } : s,
    ),
    savedKind: "product",
    errors: { "title.ro": ["required"], "description.ru": ["max"] },
    message: null,
  },
};
export const Failed: Story = { args: { savedKind: "contacts", message: messages.failed } };
/** Long titles and descriptions. */
export const LongTexts: Story = {
  args: {
    settings: [
      {
        kind: "home",
        title: lt(
          "{shop} — vase de gătit, ustensile, electrocasnice mici și tot ce vă trebuie pentru o bucătărie modernă, cu livrare gratuită în toată Republica Moldova",
        ),
        description: lt(
          "Magazinul online {shop} vă oferă peste 3.000 de produse pentru casă și bucătărie de la mărci cunoscute precum Tefal, Philips, Fiskars și Curver. "
            .repeat(3)
            .trim(),
        ),
        image: "https://cdn.vitrina.md/share/2026/noiembrie/imagine-pentru-retele-sociale-reduceri-de-toamna-1200x630.png",
        version: 1,
      },
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
