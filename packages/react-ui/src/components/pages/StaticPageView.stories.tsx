import type { Meta, StoryObj } from "@storybook/react-vite";
import { StaticPageView } from "./StaticPageView.js";

// The HTML is what the server renders from the pages' Markdown (markdown-it, raw HTML off).
const meta = {
  component: StaticPageView,
  args: {
    title: "Politica de retur",
    html: '<p>Puteți returna orice produs în 14 zile de la primire.</p>\n<h2>Cum returnez un produs</h2>\n<p>Scrieți-ne prin formularul de pe pagina <a href="/contacts/">Contacte</a> și vă spunem unde să-l aduceți.</p>\n<h2>Banii înapoi</h2>\n<p>Vă returnăm banii în cel mult <strong>5 zile lucrătoare</strong>.</p>\n',
    faq: [],
  },
} satisfies Meta<typeof StaticPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = {};
export const About: Story = {
  args: {
    title: "Despre noi",
    html: "<p>Vitrina este un magazin online de articole pentru casă.</p>\n<h2>Cum cumpărați</h2>\n<ul>\n<li>Comandați fără cont.</li>\n<li>Livrarea este gratuită.</li>\n<li>Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar.</li>\n</ul>\n",
  },
};
export const Faq: Story = {
  args: {
    title: "Întrebări frecvente",
    html: "<p>Răspunsuri la întrebările pe care ni le puneți cel mai des.</p>\n",
    faq: [
      { question: "Cât costă livrarea?", answer_html: "<p>Livrarea este <strong>gratuită</strong>.</p>\n" },
      {
        question: "Cum pot plăti?",
        answer_html: "<ul>\n<li>numerar la livrare;</li>\n<li>cu cardul la livrare;</li>\n<li>prin transfer bancar.</li>\n</ul>\n",
      },
    ],
  },
};
/** Text a staff member typed as HTML arrives escaped by the server and shows as text. */
export const EscapedHtml: Story = {
  args: { title: "Termeni", html: "<p>&lt;script&gt;alert(1)&lt;/script&gt; [link](javascript:alert(1))</p>\n" },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
