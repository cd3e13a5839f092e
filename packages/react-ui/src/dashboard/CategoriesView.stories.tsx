import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { slugFromTitle, slugSourceTitle } from "@vitrina/core";
import "../dashboard.css";
import { CategoriesView } from "./CategoriesView.js";
import { adminCategories, messages } from "./fixtures.js";

const meta = {
  component: CategoriesView,
  args: {
    categories: adminCategories,
    editing: undefined,
    errors: {},
    saving: false,
    message: null,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onDelete: fn(),
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top categories with their subcategories, in order (a long name included). */
export const Tree: Story = {};
export const EditingSubcategory: Story = { args: { editing: adminCategories[1]! } };
export const NewCategory: Story = { args: { editing: null } };
export const Saving: Story = { args: { editing: adminCategories[1]!, saving: true } };
export const Saved: Story = { args: { message: messages.saved } };
/** A 422 answer: no Romanian name and a slug another category uses. */
export const FieldErrors: Story = {
  args: { editing: null, errors: { "name.ro": ["required"], slug: ["taken"], icon: ["max"] } },
};
/** Errors in two languages of the name: the first language's message under the field, the other's named with its language. */
export const ErrorsInTwoLanguages: Story = { args: { editing: null, errors: { "name.ro": ["required"], "name.ru": ["max"] } } };
/** Deleting a category that still has products is refused: the reason shows at that category's row. */
export const DeleteRefused: Story = { args: { rowMessage: { id: adminCategories[0]!.id, text: messages.categoryNotEmpty!.text } } };
/** The form with the category's SEO title and description per language, as products have. */
export const EditingSeo: Story = {
  args: {
    editing: {
      ...adminCategories[0]!,
      seo_title: { ro: "Vase de bucătărie la prețuri bune", en: "Kitchenware at good prices", ru: "Посуда по хорошим ценам", bg: "Съдове на добри цени" },
      seo_description: {
        ro: "Tigăi, oale și cuțite cu livrare gratuită.",
        en: "Pans, pots and knives with free delivery.",
        ru: "Сковороды, кастрюли и ножи с бесплатной доставкой.",
        bg: "Тигани, тенджери и ножове с безплатна доставка.",
      },
    },
  },
};
export const Failed: Story = { args: { editing: adminCategories[0]!, message: messages.failed } };
export const Empty: Story = { args: { categories: [] } };
export const Mobile: Story = { args: { editing: adminCategories[6]! }, globals: { viewport: { value: "phone", isRotated: false } } };
/** A new category: the address follows the name (transliterated) until it is typed in by hand. */
export const NewSlugFromName: Story = { args: { editing: null, suggestSlug: (t) => slugFromTitle(slugSourceTitle(t)), onDirtyChange: fn() } };
/** A save refused because a colleague saved first: the notice names what they changed and offers to reload. */
export const Conflict: Story = { args: { editing: adminCategories[1]!, conflict: { changed: ["Nume", "Adresă (slug)"], onReload: fn() } } };
