import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { chooseValue, type Locale } from "@vitrina/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { lastSeenIn, productIn, productsIn, sampleLastSeen, sampleProduct, sampleProducts } from "../catalog/fixtures.js";
import { ProductView, type ProductViewProps } from "./ProductView.js";
import { apronIn, kettleIn, withVariants } from "./variant-fixtures.js";

/** The page as the shop runs it: the picker's values kept by core's choice rules. */
const Choosing = (props: ProductViewProps) => {
  const [choice, setChoice] = useState(props.choice);
  return (
    <ProductView
      {...props}
      choice={choice}
      onChoose={(key, value) => {
        props.onChoose(key, value);
        setChoice(chooseValue(props.product, choice, key, value));
      }}
    />
  );
};

const meta = {
  component: ProductView,
  args: { product: sampleProduct, similar: sampleProducts.slice(1, 5), lastSeen: sampleLastSeen, choice: {}, onChoose: fn(), onAddToCart: fn() },
  render: (args) => <Choosing {...args} />,
  // The product and its neighbours in the toolbar's language.
  parameters: {
    layout: "fullscreen",
    localized: (locale: Locale) => ({ product: productIn(locale), similar: productsIn(locale).slice(1, 5), lastSeen: lastSeenIn(locale) }),
  },
} satisfies Meta<typeof ProductView>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };
const apron = (locale: Locale) => ({ product: withVariants(locale, apronIn(locale)), similar: productsIn(locale).slice(1, 5), lastSeen: lastSeenIn(locale) });

export const Desktop: Story = {};
export const Mobile: Story = { globals: phone };
export const FewLeft: Story = { args: { product: { ...sampleProduct, stock: 2 } } };
export const OutOfStock: Story = { args: { product: { ...sampleProduct, stock: 0, in_stock: false } } };
export const FirstVisit: Story = { args: { similar: [], lastSeen: [], product: { ...sampleProduct, images: [], image: null, attributes: [] } } };
export const LongTitle: Story = { args: { product: { ...sampleProduct, title: sampleProducts[4]!.title } } };

/** An apron by size and colour, nothing chosen: "from" the lowest price, add to cart waits for the choice. */
export const VariantsNoneChosen: Story = {
  args: apron("ro"),
  parameters: { localized: apron },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole("button", { name: "Adăugați în coș" });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText("de la 149 lei")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "M" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Albastru" }));
    // The blue M's own price, SKU and picture.
    await expect(canvas.getByText("179 lei")).toBeVisible();
    await expect(canvas.getByText("Cod: VT-43")).toBeVisible();
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product.id, 1, 43);
  },
};

/** The red M chosen (its own old price and picture), as `?variant=42` opens it. */
export const VariantChosen: Story = { args: { ...apron("ro"), choice: { size: "m", color: "red" } }, parameters: { localized: apron } };

/** The red S chosen, sold out: the page says so and offers no add to cart. */
export const VariantSoldOut: Story = { args: { ...apron("ro"), choice: { size: "s", color: "red" } }, parameters: { localized: apron } };

/** A kettle by colour only, the white one chosen. */
export const OneOption: Story = {
  args: { product: withVariants("ro", kettleIn("ro")), choice: { color: "white" } },
  parameters: { localized: (locale: Locale) => ({ product: withVariants(locale, kettleIn(locale)) }) },
};

/** On a 390 px phone in Romanian and in Russian, the size chosen and the colour not yet. */
export const VariantsPhoneRomanian: Story = {
  args: { ...apron("ro"), choice: { size: "m" } },
  parameters: { localized: apron },
  globals: { ...phone, locale: "ro" },
};
export const VariantsPhoneRussian: Story = {
  args: { ...apron("ro"), choice: { size: "m" } },
  parameters: { localized: apron },
  globals: { ...phone, locale: "ru" },
};
