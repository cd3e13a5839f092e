import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { adminProducts, pageOf } from "./fixtures.js";
import { ProductsView } from "./ProductsView.js";

const meta = {
  component: ProductsView,
  args: {
    page: pageOf(adminProducts, 1, 3, 47),
    query: { sort: "updated_at", dir: "desc", page: 1, perPage: 20 },
    loading: false,
    onQueryChange: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
/** A new page or sort is on its way: the old rows stay, dimmed. */
export const Loading: Story = { args: { loading: true } };
export const MiddlePage: Story = { args: { page: pageOf(adminProducts.slice(2), 2, 3, 47), query: { sort: "price", dir: "asc", page: 2, perPage: 20 } } };
export const Searched: Story = { args: { page: pageOf(adminProducts.slice(0, 2)), query: { search: "Tefal", sort: "title", dir: "asc", page: 1 } } };
export const NothingFound: Story = { args: { page: pageOf([]), query: { search: "aspirator robot", page: 1 } } };
/** A shop with no products yet. */
export const Empty: Story = { args: { page: pageOf([]), query: { page: 1 } } };
/** A product without an English title shows its Romanian one in the English dashboard. */
export const MissingTranslation: Story = {
  globals: { locale: "en" },
  args: { page: pageOf(adminProducts.map((p) => ({ ...p, title: { ...p.title, en: p.id % 2 ? "" : p.title.en } }))) },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** Rows picked for a bulk edit, with a box each. */
export const Selecting: Story = { args: { selected: new Set([adminProducts[0]!.id, adminProducts[2]!.id]), onSelect: fn() } };
