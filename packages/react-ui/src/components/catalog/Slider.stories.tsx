import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { homeIn, sampleHome } from "./fixtures.js";
import { Slider } from "./Slider.js";

const meta = {
  component: Slider,
  args: { slides: sampleHome.sliders },
  parameters: { localized: (locale: Locale) => ({ slides: homeIn(locale).sliders }) },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSlides: Story = {};
export const OneSlide: Story = { args: { slides: sampleHome.sliders.slice(0, 1) } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const LongText: Story = {
  args: {
    slides: [
      {
        ...sampleHome.sliders[0]!,
        title: "Reduceri de toamnă la toate vasele de gătit, tigăile și oalele sub presiune",
        subtitle: "Oferta este valabilă până la sfârșitul lunii, în limita stocului disponibil în depozitul nostru din Chișinău",
      },
    ],
  },
};
