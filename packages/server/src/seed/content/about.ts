import type { DemoPage, DemoSeo } from "./types.js";
import { L } from "./localized.js";

/**
 * The demo shop's "about us" page: it says only what the demo shop really does (what checkout
 * offers, where the addresses in its contacts are), nothing about a history or figures it does not have.
 */
export const demoAbout: DemoPage = {
  kind: "about",
  title: L("Despre noi", "About us", "О нас", "За нас"),
  body: L(
    `Suntem un magazin online de articole pentru casă: vase și ustensile de bucătărie, electrocasnice mici, mobilier și textile, produse pentru grădină, copii, sport și birou. Livrarea în Moldova, România și Bulgaria este gratuită, iar un produs care nu vi se potrivește îl puteți returna în 14 zile.

## Cum cumpărați

- Comandați fără cont: completați numele, telefonul și adresa la finalizarea comenzii.
- Livrarea este gratuită, prin curier, prin poștă sau cu ridicare din showroom-ul din Chișinău.
- Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar.
- Primiți prin e-mail confirmarea că am primit comanda.

## Unde ne găsiți

Adresele, telefoanele și programul de lucru sunt pe pagina [Contacte](/contacts/). Răspunsuri la întrebările frecvente găsiți pe pagina [Întrebări frecvente](/faq/).`,
    `We are an online shop of home goods: cookware and kitchen utensils, small appliances, furniture and textiles, and products for the garden, children, sport and the office. Delivery to Moldova, Romania and Bulgaria is free, and a product that isn’t right for you can be returned within 14 days.

## How to buy

- Order without an account: enter your name, phone and address at checkout.
- Delivery is free, by courier, by post or as a pickup from our showroom in Chișinău.
- Pay in cash or by card on delivery, or by bank transfer.
- You get an email confirming that we received your order.

## Where to find us

Our addresses, phone numbers and opening hours are on the [Contacts](/en/contacts/) page. Answers to common questions are on the [FAQ](/en/faq/) page.`,
    `Мы — интернет-магазин товаров для дома: посуда и кухонные принадлежности, мелкая бытовая техника, мебель и текстиль, товары для сада, детей, спорта и офиса. Доставка по Молдове, Румынии и Болгарии бесплатная, а товар, который вам не подошёл, можно вернуть в течение 14 дней.

## Как купить

- Заказ оформляется без регистрации: при оформлении укажите имя, телефон и адрес.
- Доставка бесплатная: курьером, почтой или самовывозом из шоурума в Кишинёве.
- Оплата наличными или картой при получении либо банковским переводом.
- На электронную почту приходит письмо о том, что мы получили заказ.

## Где нас найти

Адреса, телефоны и график работы — на странице «[Контакты](/ru/contacts/)». Ответы на частые вопросы — на странице «[Часто задаваемые вопросы](/ru/faq/)».`,
    `Ние сме онлайн магазин за стоки за дома: съдове и кухненски принадлежности, малки електроуреди, мебели и текстил, продукти за градината, децата, спорта и офиса. Доставката до Молдова, Румъния и България е безплатна, а продукт, който не ви харесва, можете да върнете в срок от 14 дни.

## Как да пазарувате

- Поръчвате без регистрация: при поръчката посочвате име, телефон и адрес.
- Доставката е безплатна – с куриер, по пощата или с вземане от шоурума ни в Кишинев.
- Плащате в брой или с карта при доставка, или с банков превод.
- Получавате имейл, че сме приели поръчката ви.

## Къде да ни намерите

Адресите, телефоните и работното време са на страницата „[Контакти](/bg/contacts/)“. Отговори на честите въпроси ще намерите на страницата „[Често задавани въпроси](/bg/faq/)“.`,
  ),
};

/**
 * The "about us" page of an empty shop (DEMO=off) and of a shop that had no such page before: it
 * describes only what the software does for every shop, until the retailer writes their own text. Its
 * opening paragraph is the home page's introduction, so it promises no price, method or term the
 * retailer has not set (delivery may be priced, methods switched off).
 */
export const neutralAbout: DemoPage = {
  kind: "about",
  title: L("Despre noi", "About us", "О нас", "За нас"),
  body: L(
    `Acesta este magazinul nostru online. Comandați fără cont: la finalizarea comenzii alegeți cum vă este livrată comanda și cum plătiți, vedeți prețul livrării înainte de a comanda și primiți confirmarea comenzii prin e-mail.

Pentru orice întrebare, scrieți-ne prin formularul de pe pagina [Contacte](/contacts/).`,
    `This is our online shop. You order without an account: at checkout you choose how your order is delivered and how you pay, you see the delivery price before you order, and you get the order confirmation by email.

For any question, write to us using the form on the [Contacts](/en/contacts/) page.`,
    `Это наш интернет-магазин. Заказ оформляется без регистрации: при оформлении вы выбираете способ доставки и оплаты, видите стоимость доставки до подтверждения заказа, а подтверждение заказа приходит на электронную почту.

С любым вопросом напишите нам через форму на странице «[Контакты](/ru/contacts/)».`,
    `Това е нашият онлайн магазин. Поръчвате без регистрация: при поръчката избирате начина на доставка и на плащане, виждате цената на доставката, преди да поръчате, и получавате потвърждение на поръчката по имейл.

Ако имате въпроси, пишете ни чрез формата на страницата „[Контакти](/bg/contacts/)“.`,
  ),
};

/** The SEO templates of the "about us" page, the demo shop's and an empty shop's alike. */
export const aboutSeo: DemoSeo = {
  kind: "about",
  title: L("Despre noi | {shop}", "About us | {shop}", "О нас | {shop}", "За нас | {shop}"),
  description: L(
    "Ce vinde {shop}, cum comandați, cum plătiți și unde ne găsiți.",
    "What {shop} sells, how to order and pay, and where to find us.",
    "Что продаёт {shop}, как оформить и оплатить заказ и где нас найти.",
    "Какво продава {shop}, как да поръчате и платите и къде да ни намерите.",
  ),
};
