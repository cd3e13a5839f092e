/**
 * Texts for an empty shop (DEMO=off): the required content pages, the FAQ and the SEO templates.
 * Neutral for any retailer running the software: no shop name, address, contact or product range in
 * the page bodies (the retailer adds those in the dashboard), and only what the software really does.
 */
import type { DemoFaq, DemoPage, DemoSeo } from "./types.js";
import { L } from "./localized.js";
import { aboutSeo, neutralAbout } from "./about.js";
import { neutralCookiesPolicy } from "./cookies-policy.js";
import { neutralFaq, neutralFaqPage } from "./faq.js";
import { neutralPrivacyPolicy } from "./privacy-policy.js";
import { neutralReturnPolicy } from "./return-policy.js";
import { neutralTermsOfUse } from "./terms-of-use.js";

/** An empty shop's content pages. */
export const emptyPages: DemoPage[] = [neutralFaqPage, neutralCookiesPolicy, neutralPrivacyPolicy, neutralReturnPolicy, neutralTermsOfUse, neutralAbout];

/** An empty shop's questions and answers. */
export const emptyFaq: DemoFaq[] = neutralFaq;

/** An empty shop's SEO templates of every page kind. */
export const emptySeo: DemoSeo[] = [
  {
    kind: "home",
    title: L("{shop} — magazin online", "{shop} — online shop", "{shop} — интернет-магазин", "{shop} – онлайн магазин"),
    description: L(
      "Cumpărați online de la {shop}: prețuri în lei, comandă fără cont și confirmarea comenzii prin e-mail.",
      "Shop online at {shop}: prices in lei, no account needed to order and the order confirmed by email.",
      "Покупайте онлайн в магазине {shop}: цены в леях, заказ без регистрации и подтверждение заказа по электронной почте.",
      "Пазарувайте онлайн от {shop}: цени в леи, поръчка без регистрация и потвърждение на поръчката по имейл.",
    ),
  },
  {
    kind: "category",
    title: L("{name} — cumpărați online | {shop}", "{name} — buy online | {shop}", "{name} — купить онлайн | {shop}", "{name} – купете онлайн | {shop}"),
    description: L(
      "{name} la {shop}: prețuri în lei și comandă fără cont.",
      "{name} at {shop}: prices in lei, no account needed to order.",
      "{name} в магазине {shop}: цены в леях, заказ без регистрации.",
      "{name} от {shop}: цени в леи, поръчка без регистрация.",
    ),
  },
  {
    kind: "product",
    title: L(
      "{name} — preț și caracteristici | {shop}",
      "{name} — price and specifications | {shop}",
      "{name} — цена и характеристики | {shop}",
      "{name} – цена и характеристики | {shop}",
    ),
    description: L(
      "{name} la {shop}: preț, descriere și caracteristici.",
      "{name} at {shop}: price, description and specifications.",
      "{name} в магазине {shop}: цена, описание и характеристики.",
      "{name} от {shop}: цена, описание и характеристики.",
    ),
  },
  {
    kind: "search",
    title: L("Rezultatele căutării | {shop}", "Search results | {shop}", "Результаты поиска | {shop}", "Резултати от търсенето | {shop}"),
    description: L(
      "Căutați produse în magazinul online {shop}.",
      "Search for products in the {shop} online shop.",
      "Поиск товаров в интернет-магазине {shop}.",
      "Търсете продукти в онлайн магазина {shop}.",
    ),
  },
  {
    kind: "contacts",
    title: L("Contacte | {shop}", "Contact | {shop}", "Контакты | {shop}", "Контакти | {shop}"),
    description: L(
      "Datele de contact ale magazinului {shop} și formularul prin care îi puteți scrie.",
      "Contact details of {shop} and a form to send the shop a message.",
      "Контактные данные магазина {shop} и форма обратной связи.",
      "Данни за контакт с магазина {shop} и форма за съобщения.",
    ),
  },
  {
    kind: "faq",
    title: L("Întrebări frecvente | {shop}", "FAQ | {shop}", "Часто задаваемые вопросы | {shop}", "Често задавани въпроси | {shop}"),
    description: L(
      "Răspunsuri despre comenzi, plată, livrare și returnarea produselor la {shop}.",
      "Answers about ordering, payment, delivery and returns at {shop}.",
      "Ответы на вопросы о заказе, оплате, доставке и возврате товаров в магазине {shop}.",
      "Отговори за поръчките, плащането, доставката и връщането на продукти в магазина {shop}.",
    ),
  },
  {
    kind: "cookies-policy",
    title: L("Politica de cookie-uri | {shop}", "Cookie policy | {shop}", "Политика использования файлов cookie | {shop}", "Политика за бисквитките | {shop}"),
    description: L(
      "Ce cookie-uri folosește {shop}, la ce servesc și cum le puteți gestiona în browser.",
      "Which cookies {shop} uses, what they are for and how to manage them in your browser.",
      "Какие файлы cookie использует {shop}, для чего они нужны и как управлять ими в браузере.",
      "Какви бисквитки използва {shop}, за какво служат и как да ги управлявате в браузъра.",
    ),
  },
  {
    kind: "privacy-policy",
    title: L("Politica de confidențialitate | {shop}", "Privacy policy | {shop}", "Политика конфиденциальности | {shop}", "Политика за поверителност | {shop}"),
    description: L(
      "Ce date cu caracter personal colectează {shop}, în ce scop le folosește și ce drepturi aveți.",
      "Which personal data {shop} collects, why it uses it and what your rights are.",
      "Какие персональные данные собирает {shop}, для чего их использует и какие у вас есть права.",
      "Какви лични данни събира {shop}, за какво ги използва и какви права имате.",
    ),
  },
  {
    kind: "return-policy",
    title: L("Politica de retur | {shop}", "Return policy | {shop}", "Условия возврата | {shop}", "Политика за връщане | {shop}"),
    description: L(
      "Cum returnați un produs cumpărat de la {shop} și cum vă sunt restituiți banii.",
      "How to return a product bought from {shop} and get your money back.",
      "Как вернуть товар, купленный в магазине {shop}, и получить деньги обратно.",
      "Как да върнете продукт, купен от {shop}, и да си получите парите обратно.",
    ),
  },
  {
    kind: "terms-of-use",
    title: L("Termeni și condiții | {shop}", "Terms of use | {shop}", "Пользовательское соглашение | {shop}", "Общи условия за ползване | {shop}"),
    description: L(
      "Condițiile de comandă, plată, livrare și utilizare a site-ului {shop}.",
      "Ordering, payment, delivery and website terms of {shop}.",
      "Условия заказа, оплаты, доставки и использования сайта {shop}.",
      "Условия за поръчка, плащане, доставка и използване на сайта на {shop}.",
    ),
  },
  {
    kind: "cart",
    title: L("Coșul de cumpărături | {shop}", "Shopping cart | {shop}", "Корзина | {shop}", "Количка | {shop}"),
    description: L(
      "Verificați produsele din coș și finalizați comanda în câțiva pași, fără cont.",
      "Review the items in your cart and check out in a few steps, no account needed.",
      "Проверьте товары в корзине и оформите заказ в несколько шагов без регистрации.",
      "Прегледайте продуктите в количката и завършете поръчката с няколко стъпки, без регистрация.",
    ),
  },
  {
    kind: "checkout",
    title: L("Finalizarea comenzii | {shop}", "Checkout | {shop}", "Оформление заказа | {shop}", "Завършване на поръчката | {shop}"),
    description: L(
      "Introduceți datele de livrare, alegeți cum vă este livrată comanda și cum plătiți și vedeți totalul cu livrare înainte de a comanda.",
      "Enter your delivery details, choose how your order is delivered and paid for, and see the total with delivery before you order.",
      "Укажите данные для доставки, выберите способ доставки и оплаты и проверьте итоговую сумму с доставкой до подтверждения заказа.",
      "Въведете данните за доставка, изберете начин на доставка и на плащане и вижте общата сума с доставката, преди да поръчате.",
    ),
  },
  aboutSeo,
];
