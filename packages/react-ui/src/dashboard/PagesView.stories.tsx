import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { localizePath } from "@vitrina/core";
import "../dashboard.css";
import { lt } from "./fixtures.js";
import { PagesView, type PageDraft } from "./PagesView.js";

const about: PageDraft = {
  title: lt("Despre noi", "About us", "О нас", "За нас"),
  body: lt(
    "Vitrina este un magazin online de articole pentru casă.\n\n## Cum cumpărați\n\n- Comandați fără cont.\n- Livrarea este gratuită.\n\nScrieți-ne pe pagina [Contacte](/contacts/).",
    "Vitrina is an online shop of home goods.\n\n## How to buy\n\n- Order without an account.\n- Delivery is free.",
    "Vitrina — интернет-магазин товаров для дома.",
    "",
  ),
  faq: [],
};

const faq: PageDraft = {
  title: lt("Întrebări frecvente", "Frequently asked questions", "Часто задаваемые вопросы", "Често задавани въпроси"),
  body: lt("Răspunsuri la întrebările pe care ni le puneți cel mai des.", "Answers to the questions we hear most often."),
  faq: [
    {
      key: 1,
      question: lt("Cât costă livrarea?", "What does delivery cost?", "Сколько стоит доставка?", "Колко струва доставката?"),
      answer: lt("Livrarea este **gratuită**.", "Delivery is **free**.", "Доставка **бесплатная**.", "Доставката е **безплатна**."),
    },
    {
      key: 2,
      question: lt("Cum pot plăti?", "How can I pay?", "Как оплатить заказ?", "Как мога да платя?"),
      answer: lt("Numerar sau cu cardul la livrare, ori prin transfer bancar.", "In cash or by card on delivery, or by bank transfer."),
    },
    {
      key: 3,
      question: lt("Am nevoie de cont?", "Do I need an account?", "Нужна ли регистрация?", "Нужна ли е регистрация?"),
      answer: lt("Nu, comandați fără cont.", "No, you order without one."),
    },
  ],
};

const meta = {
  component: PagesView,
  args: {
    kind: "about",
    draft: about,
    errors: {},
    saving: false,
    message: null,
    preview: null,
    previewing: false,
    pageHref: (kind, locale) => localizePath(`/${kind}/`, locale),
    onKind: fn(),
    onChange: fn(),
    onPreview: fn(),
    onSave: fn(),
  },
  // The editor is controlled: keep what is typed, added and moved so every control shows its effect.
  render: function Editable(args) {
    const [draft, setDraft] = useState(args.draft);
    return (
      <PagesView
        {...args}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PagesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};
/** The FAQ: its questions and answers as an ordered list, each movable and removable. */
export const Faq: Story = { args: { kind: "faq", draft: faq } };
/** A question written only in Romanian: the entry says which languages lack it. */
export const FaqUntranslated: Story = {
  args: {
    kind: "faq",
    draft: {
      ...faq,
      faq: [
        ...faq.faq,
        { key: 99, question: { ro: "Pot plăti cu cardul?", en: "", ru: "", bg: "" }, answer: { ro: "Da, la livrare.", en: "", ru: "", bg: "" } },
      ],
    },
  },
};
export const FaqEmpty: Story = { args: { kind: "faq", draft: { ...faq, faq: [] } } };
export const Loading: Story = { args: { draft: null } };
/** The preview shows the HTML the server rendered from the Markdown. */
export const Preview: Story = {
  args: {
    preview: {
      locale: "ro",
      html: '<p>Vitrina este un magazin online de articole pentru casă.</p>\n<h2>Cum cumpărați</h2>\n<ul>\n<li>Comandați fără cont.</li>\n<li>Livrarea este gratuită.</li>\n</ul>\n<p>Scrieți-ne pe pagina <a href="/contacts/">Contacte</a>.</p>\n',
    },
  },
};
export const Previewing: Story = { args: { previewing: true } };
export const PreviewFailed: Story = { args: { previewFailed: true } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { message: { kind: "ok", text: "Salvat." } } };
/** A colleague saved the page first: the save was refused and the notice offers their version. */
export const Conflict: Story = { args: { conflict: { changed: [], onReload: fn() } } };
/** The Romanian title is missing and an English answer too long: their tabs are marked. */
export const Errors: Story = {
  args: { kind: "faq", draft: { ...faq, title: lt("", faq.title.en) }, errors: { "title.ro": ["required"], "faq.1.answer.en": ["max"] } },
};
export const Mobile: Story = { args: { kind: "faq", draft: faq }, globals: { viewport: { value: "phone", isRotated: false } } };
