import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { chooseValue, pickerOptions, type Locale, type VariantChoice } from "@vitrina/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { apronIn, kettleIn, linenIn, type SampleVariants } from "./variant-fixtures.js";
import { VariantPicker } from "./VariantPicker.js";

/** The picker as a product page runs it: core's choice rules keep the chosen values. */
const ChoosingPicker = ({
  product,
  initial,
  onChoose,
}: {
  readonly product: SampleVariants;
  readonly initial: VariantChoice;
  readonly onChoose: (key: string, value: string) => void;
}) => {
  const [choice, setChoice] = useState(initial);
  return (
    <div className="container product">
      <VariantPicker
        options={pickerOptions(product, choice)}
        variantHref={(id) => `/product/sample/?variant=${id}`}
        onChoose={(key, value) => {
          onChoose(key, value);
          setChoice(chooseValue(product, choice, key, value));
        }}
      />
    </div>
  );
};

const phone = { viewport: { value: "phone", isRotated: false } };

const meta = {
  component: ChoosingPicker,
  args: { product: apronIn("ro"), initial: {}, onChoose: fn() },
  // The options and values in the toolbar's language.
  parameters: { localized: (locale: Locale) => ({ product: apronIn(locale) }) },
} satisfies Meta<typeof ChoosingPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: every size has a colour in stock. */
export const NoneChosen: Story = {};

/** The blue M chosen: no blue L is sold (dashed, choosable: the colour then gives way). */
export const Chosen: Story = { args: { initial: { size: "m", color: "blue" } } };

/** Red chosen: the red S is sold out, struck through and not a link. */
export const SoldOut: Story = {
  args: { initial: { color: "red" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole("radio", { name: /^S,/ });
    await expect(small).toHaveAttribute("aria-disabled", "true");
    await expect(small.tagName).toBe("SPAN");
    await userEvent.click(small);
    await expect(args.onChoose).not.toHaveBeenCalled();
    const medium = canvas.getByRole("radio", { name: "M" });
    await expect(medium).toHaveAttribute("href", "/product/sample/?variant=42");
    await userEvent.click(medium);
    await expect(medium).toHaveAttribute("aria-checked", "true");
    await expect(args.onChoose).toHaveBeenCalledWith("size", "m");
    // The arrow key moves the choice to the next size that can be chosen, as in a radio group.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "L" })).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getByRole("radio", { name: "L" })).toHaveFocus();
  },
};

/** One option: a kettle by colour, the black one sold out. */
export const OneOption: Story = {
  args: { product: kettleIn("ro"), initial: { color: "white" } },
  parameters: { localized: (locale: Locale) => ({ product: kettleIn(locale) }) },
};

/** Three options: bed linen by size, colour and fabric; the grey satin 200×220 is sold out. */
export const ThreeOptions: Story = {
  args: { product: linenIn("ro"), initial: { size: "200×220", color: "grey" } },
  parameters: { localized: (locale: Locale) => ({ product: linenIn(locale) }) },
};

/** On a 390 px phone, in Romanian. */
export const PhoneRomanian: Story = { args: { product: linenIn("ro"), initial: { size: "200×220" } }, globals: { ...phone, locale: "ro" } };

/** On a 390 px phone, in Russian (longer option names). */
export const PhoneRussian: Story = {
  args: { product: linenIn("ro"), initial: { size: "200×220" } },
  parameters: { localized: (locale: Locale) => ({ product: linenIn(locale) }) },
  globals: { ...phone, locale: "ru" },
};
