import type { Meta, StoryObj } from "@storybook/react-vite";
import { StaticPageView } from "./StaticPageView.js";

const meta = {
  component: StaticPageView,
  args: {
    title: "Politica de retur",
    body: "Puteți returna orice produs în 14 zile de la primire.\n\n## Cum returnez un produs\n\nSunați-ne la +373 22 123 456 și vă spunem unde să-l aduceți sau trimitem curierul.\n\n## Banii înapoi\n\nVă returnăm banii în cel mult 5 zile lucrătoare.",
    faq: [],
  },
} satisfies Meta<typeof StaticPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = {};
export const Faq: Story = {
  args: {
    title: "Întrebări frecvente",
    body: "Răspunsuri la întrebările pe care ni le puneți cel mai des.",
    faq: [
      { question: "Cât costă livrarea?", answer: "Livrarea este gratuită în toată Moldova." },
      { question: "Pot plăti cu cardul la livrare?", answer: "Da, curierii noștri au terminale de plată." },
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
