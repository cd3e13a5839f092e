import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { slugFromTitle, slugSourceTitle } from "@vitrina/core";
import "../dashboard.css";
import { lt, messages, productErrors, productFormBasics, sampleDraft, uploadedFrom } from "./fixtures.js";
import { ProductForm, emptyProductDraft } from "./ProductForm.js";
import { tShirtDraft, variantErrors } from "./variant-fixtures.js";

let nextImageId = 500;

const meta = {
  component: ProductForm,
  args: {
    title: "Editare produs",
    initial: sampleDraft,
    ...productFormBasics,
    // Chosen files are shown from the computer; nothing is sent anywhere.
    onUpload: fn(async (files: ReadonlyArray<File>) => files.map((f) => uploadedFrom(f, nextImageId++))),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const New: Story = { args: { title: "Produs nou", initial: emptyProductDraft() } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { message: messages.saved } };
/** The server did not answer: the form keeps what was typed. */
export const Failed: Story = { args: { message: messages.failed } };
/** Pictures on their way: the save button waits for them. */
export const Uploading: Story = {
  args: {
    uploads: [
      { name: "tigaie-fata.jpg", progress: 0.35 },
      { name: "tigaie-spate.webp", progress: 0.9 },
    ],
  },
};
/** Files refused before upload (type, size). */
export const UploadRefused: Story = {
  args: { uploadErrors: ["manual-utilizare.pdf: se pot încărca doar imagini PNG, WebP și JPEG.", "tigaie-rezolutie-mare.png: imaginea depășește 5 MB."] },
};
/**
 * A 422 answer: missing Romanian title (its tab is marked), too long English title (the EN tab is
 * marked), a price that is not a number, a slug already used and a weight that is not a number.
 */
export const FieldErrors: Story = {
  args: {
    initial: {
      ...sampleDraft,
      title: { ...sampleDraft.title, ro: "", en: "Tefal Unlimited frying pan ".repeat(12) },
      price: "649,9 lei",
      slug: "tigaie-tefal",
      attributes: [sampleDraft.attributes[0]!, sampleDraft.attributes[1]!, { key: "weight", value: "1,2 kg" }],
    },
    errors: productErrors,
  },
};
/** Long texts in every field. */
export const LongTexts: Story = {
  args: {
    initial: {
      ...sampleDraft,
      title: lt(
        "Friteuză cu aer cald Philips Essential Airfryer XL HD9270/90, 6,2 l, negru, cu fereastră de vizualizare, 7 programe prestabilite și funcție de menținere la cald",
        "Philips Essential Airfryer XL HD9270/90 air fryer, 6.2 l, black, with viewing window, 7 presets and keep-warm function",
      ),
      description: lt(
        "Friteuza Philips Essential XL prăjește, coace, frige și gratinează cu până la 90% mai puțină grăsime. ".repeat(8).trim(),
        "The Philips Essential XL air fryer fries, bakes, roasts and grills with up to 90% less fat. ".repeat(8).trim(),
      ),
      sku: "VT-KIT-0005-PHILIPS-HD9270-90-NEGRU",
      slug: "friteuza-cu-aer-cald-philips-essential-airfryer-xl-hd9270-90-6-2-l-negru",
      price: "2899.00",
      old_price: "3399.00",
      category_id: 7,
    },
  },
};
/** A shop whose attribute list is still empty: the form says where attributes are added. */
export const NoAttributes: Story = { args: { dictionary: [], initial: { ...sampleDraft, attributes: [] } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const MobileWithErrors: Story = {
  args: { initial: { ...sampleDraft, title: { ...sampleDraft.title, ro: "" }, price: "abc" }, errors: { "title.ro": ["required"], price: ["type"] } },
  globals: { viewport: { value: "phone", isRotated: false } },
};
/** A new product: the address follows the title (transliterated) until it is typed in by hand. */
export const NewSlugFromTitle: Story = {
  args: { title: "Produs nou", initial: emptyProductDraft(), suggestSlug: (t) => slugFromTitle(slugSourceTitle(t)), onDirtyChange: fn() },
};
/** Each message says which rule failed for which field. */
export const RuleMessages: Story = {
  args: {
    errors: {
      slug: ["format"],
      sku: ["taken"],
      price: ["min"],
      old_price: ["min"],
      stock: ["type"],
      category_id: ["not_found"],
      "attributes.0.key": ["format"],
      "title.ro": ["required"],
    },
  },
};
/** A product without options yet: the options section offers to add one, the variant table is empty. */
export const VariantsEmpty: Story = { args: { title: "Produs nou", initial: emptyProductDraft() } };
/** Two options (size, colour) and their four variants, one of them not sold: price and stock are set per row. */
export const TwoOptions: Story = { args: { initial: tShirtDraft } };
/** A 422 about the variants: each error at its row's cell, a value given twice at the value. */
export const VariantErrors: Story = { args: { initial: tShirtDraft, errors: variantErrors } };
/** The variant table on a 390 px phone scrolls inside its own box, the page does not. */
export const VariantsMobile: Story = { args: { initial: tShirtDraft, errors: variantErrors }, globals: { viewport: { value: "phone", isRotated: false } } };
