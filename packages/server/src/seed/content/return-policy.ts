import type { DemoPage } from "./types.js";
import { L } from "./localized.js";

/** The demo shop's return policy. */
export const demoReturnPolicy: DemoPage = {
  kind: "return-policy",
  title: L("Politica de retur", "Return policy", "Условия возврата", "Политика за връщане"),
  body: L(
    `Ne dorim să fiți mulțumiți de fiecare cumpărătură. Dacă produsul nu vi se potrivește, îl puteți returna în termen de 14 zile calendaristice de la data primirii, fără să fie nevoie să explicați motivul.

## Condiții de returnare

Produsul trebuie să fie în aceeași stare în care l-ați primit: nefolosit, cu toate accesoriile, etichetele și ambalajul original, împreună cu bonul fiscal sau factura. Din motive de igienă nu pot fi returnate produsele de îngrijire personală desigilate (de exemplu aparatele de ras, periuțele de dinți electrice sau epilatoarele), precum și produsele realizate la comandă.

## Cum returnați un produs

Anunțați-ne despre returnare la numărul +373 22 845 210 sau la info@vitrina.md, indicând numărul comenzii. Puteți aduce produsul la showroom-ul nostru din str. Ismail 88, Chișinău, sau îl putem prelua prin curier. Costul transportului la returnare este suportat de cumpărător, cu excepția cazurilor în care ați primit un produs defect sau greșit.

## Restituirea banilor

Vă restituim suma achitată în cel mult 14 zile de la primirea produsului returnat, prin aceeași metodă de plată pe care ați folosit-o sau prin transfer bancar. Dacă ați plătit cu cardul, banii apar de regulă pe card în 3–5 zile lucrătoare de la inițierea rambursării.

## Produse defecte și garanție

Dacă produsul are un defect de fabricație, ne ocupăm noi de transport și vă oferim, la alegere, repararea, înlocuirea sau restituirea banilor. Electrocasnicele și produsele electronice beneficiază de garanția producătorului, indicată în certificatul de garanție.`,
    `We want you to be happy with every purchase. If a product isn’t right for you, you can return it within 14 calendar days of receiving it, without having to give a reason.

## Return conditions

The product must be in the same condition in which you received it: unused, with all accessories, labels and original packaging, together with the receipt or invoice. For hygiene reasons, opened personal care products (such as shavers, electric toothbrushes or epilators) and made-to-order items cannot be returned.

## How to return a product

Let us know about the return on +373 22 845 210 or at info@vitrina.md, quoting your order number. You can bring the product to our showroom at 88 Ismail St, Chișinău, or we can arrange a courier pickup. Return shipping is paid by the customer, except when you have received a faulty or wrong item.

## Refunds

We refund the amount you paid within 14 days of receiving the returned product, using the same payment method or by bank transfer. If you paid by card, the money usually appears on your card within 3–5 working days after the refund is issued.

## Faulty products and warranty

If a product has a manufacturing defect, we cover the shipping and offer, at your choice, a repair, a replacement or a refund. Appliances and electronics are covered by the manufacturer’s warranty stated on the warranty card.`,
    `Мы хотим, чтобы каждая покупка вас радовала. Если товар вам не подошёл, вы можете вернуть его в течение 14 календарных дней с момента получения, не объясняя причин.

## Когда можно вернуть товар

Товар должен быть в том же состоянии, в каком вы его получили: без следов использования, со всеми аксессуарами, ярлыками и в оригинальной упаковке, вместе с кассовым чеком или счётом-фактурой. По гигиеническим соображениям не подлежат возврату вскрытые товары для личной гигиены (например, электробритвы, электрические зубные щётки или эпиляторы), а также товары, изготовленные на заказ.

## Как вернуть товар

Сообщите нам о возврате по телефону +373 22 845 210 или по адресу info@vitrina.md, указав номер заказа. Вы можете принести товар в наш шоурум по адресу: Кишинёв, ул. Измаил, 88, или мы заберём его курьером. Стоимость обратной доставки оплачивает покупатель, кроме случаев, когда вы получили бракованный или не тот товар.

## Возврат денег

Мы возвращаем оплаченную сумму не позднее 14 дней с момента получения возвращённого товара — тем же способом, которым вы платили, или банковским переводом. Если вы оплачивали картой, деньги обычно поступают на карту в течение 3–5 рабочих дней после оформления возврата.

## Брак и гарантия

Если в товаре обнаружился заводской брак, доставку мы берём на себя и предлагаем на ваш выбор ремонт, замену или возврат денег. На бытовую технику и электронику распространяется гарантия производителя, указанная в гарантийном талоне.`,
    `Искаме всяка покупка да ви радва. Ако продуктът не отговаря на очакванията ви, можете да го върнете в срок от 14 календарни дни от получаването му, без да посочвате причина.

## Условия за връщане

Продуктът трябва да е в състоянието, в което сте го получили: неизползван, с всички аксесоари, етикети и оригиналната опаковка, заедно с касовата бележка или фактурата. По хигиенни причини не подлежат на връщане отворени продукти за лична хигиена (например самобръсначки, електрически четки за зъби или епилатори), както и продукти, изработени по поръчка.

## Как да върнете продукт

Уведомете ни за връщането на телефон +373 22 845 210 или на info@vitrina.md, като посочите номера на поръчката. Можете да донесете продукта в шоурума ни на ул. „Измаил“ 88 в Кишинев или да го вземем с куриер. Разходите за обратната доставка са за сметка на купувача, освен ако сте получили дефектен или грешен продукт.

## Възстановяване на сумата

Възстановяваме платената сума до 14 дни след получаване на върнатия продукт – по същия начин, по който сте платили, или с банков превод. Ако сте платили с карта, парите обикновено постъпват по картата в рамките на 3–5 работни дни след възстановяването.

## Дефектни продукти и гаранция

Ако продуктът има фабричен дефект, ние поемаме транспорта и ви предлагаме по ваш избор ремонт, замяна или възстановяване на сумата. Електроуредите и електрониката имат гаранция от производителя, посочена в гаранционната карта.`,
  ),
};

/** An empty shop's return policy: neutral for any retailer running the software. */
export const neutralReturnPolicy: DemoPage = {
  kind: "return-policy",
  title: L("Politica de retur", "Return policy", "Условия возврата", "Политика за връщане"),
  body: L(
    `Dacă ați cumpărat un produs de pe acest site și v-ați răzgândit, îl puteți returna în condițiile legii privind protecția consumatorilor din țara dumneavoastră.

## Dreptul de retragere în 14 zile

Pentru cumpărăturile la distanță, legislația privind protecția consumatorilor din Republica Moldova, România și Bulgaria vă permite, de regulă, să renunțați la cumpărare în termen de 14 zile de la primirea produsului, fără a indica motivul. Unele produse sunt exceptate prin lege, de exemplu cele realizate la comandă sau cele sigilate din motive de igienă și desigilate după livrare.

## Cum returnați un produs

În termenul de 14 zile, anunțați magazinul prin pagina Contacte, indicând numărul comenzii și produsul pe care doriți să îl returnați. Magazinul vă va spune cum să trimiteți sau să aduceți produsul înapoi. Produsul trebuie returnat complet și folosit doar atât cât a fost necesar pentru a-i verifica natura și caracteristicile.

## Restituirea banilor

Suma achitată vă este restituită în termenul prevăzut de lege, prin transfer bancar sau în alt mod convenit cu magazinul.

## Produse cu defecte

Dacă produsul are un defect sau nu corespunde comenzii, aveți drepturile prevăzute de lege (repararea, înlocuirea sau restituirea banilor), indiferent de termenul de 14 zile. Contactați magazinul cât mai curând după ce observați problema.`,
    `If you bought a product on this site and changed your mind, you can return it under the consumer protection law of your country.

## The 14-day right of withdrawal

For purchases made at a distance, the consumer protection laws of Moldova, Romania and Bulgaria generally let you cancel the purchase within 14 days of receiving the product, without giving a reason. The law excludes some products, such as made-to-order items or goods sealed for hygiene reasons that were unsealed after delivery.

## How to return a product

Within those 14 days, let the shop know through the Contact page, giving your order number and the product you want to return. The shop will tell you how to send or bring the product back. The product must be returned complete and handled only as much as needed to check what it is and how it works.

## Refunds

The amount you paid is refunded within the time set by law, by bank transfer or in another way agreed with the shop.

## Faulty products

If a product is faulty or not what you ordered, you have the rights the law gives you (repair, replacement or a refund), regardless of the 14-day period. Contact the shop as soon as you notice the problem.`,
    `Если вы купили товар на этом сайте и передумали, его можно вернуть на условиях закона о защите прав потребителей вашей страны.

## Право на отказ в течение 14 дней

При дистанционной покупке законодательство о защите прав потребителей Республики Молдова, Румынии и Болгарии, как правило, позволяет отказаться от покупки в течение 14 дней с момента получения товара без объяснения причин. Некоторые товары по закону возврату не подлежат, например изготовленные на заказ или запечатанные по гигиеническим соображениям и вскрытые после доставки.

## Как вернуть товар

В течение этих 14 дней сообщите магазину о возврате через страницу «Контакты», указав номер заказа и товар, который хотите вернуть. Магазин подскажет, как отправить или привезти товар обратно. Товар нужно вернуть в полной комплектации; пользоваться им можно было лишь настолько, насколько необходимо, чтобы проверить его свойства и характеристики.

## Возврат денег

Оплаченная сумма возвращается в срок, установленный законом, банковским переводом или иным способом, согласованным с магазином.

## Товары с недостатками

Если у товара есть недостаток или он не соответствует заказу, у вас есть права, предусмотренные законом (ремонт, замена или возврат денег), независимо от 14-дневного срока. Свяжитесь с магазином как можно скорее после того, как заметили проблему.`,
    `Ако сте купили продукт от този сайт и сте размислили, можете да го върнете при условията на закона за защита на потребителите във вашата държава.

## Право на отказ в срок от 14 дни

При покупки от разстояние законодателството за защита на потребителите в Република Молдова, Румъния и България по правило ви позволява да се откажете от покупката в срок от 14 дни от получаването на продукта, без да посочвате причина. Някои продукти по закон не подлежат на връщане, например изработените по поръчка или запечатаните по хигиенни причини и разпечатани след доставката.

## Как да върнете продукт

В рамките на тези 14 дни уведомете магазина чрез страницата „Контакти“, като посочите номера на поръчката и продукта, който искате да върнете. Магазинът ще ви каже как да изпратите или донесете продукта обратно. Продуктът трябва да бъде върнат в пълна комплектация и да е използван само доколкото е необходимо, за да се установят естеството и характеристиките му.

## Възстановяване на сумата

Платената сума се възстановява в срока, определен от закона, с банков превод или по друг начин, уговорен с магазина.

## Продукти с дефект

Ако продуктът има дефект или не съответства на поръчката, имате правата, предвидени в закона (ремонт, замяна или възстановяване на сумата), независимо от 14-дневния срок. Свържете се с магазина възможно най-скоро, след като забележите проблема.`,
  ),
};
