import type { DemoPage } from "./types.js";
import { L } from "./localized.js";

/** The demo shop's terms of use. */
export const demoTermsOfUse: DemoPage = {
  kind: "terms-of-use",
  title: L("Termeni și condiții", "Terms of use", "Пользовательское соглашение", "Общи условия за ползване"),
  body: L(
    `Acești termeni reglementează utilizarea site-ului vitrina.md și relația dintre Vitrina SRL („Vânzătorul”) și persoanele care plasează comenzi pe site („Cumpărătorul”). Plasarea unei comenzi înseamnă că ați citit și acceptați acești termeni.

## Comenzi și confirmare

Comanda se consideră acceptată după ce un operator o confirmă telefonic sau prin e-mail. Ne rezervăm dreptul de a anula o comandă dacă produsul nu mai este în stoc sau dacă datele de contact sunt incomplete; în acest caz vă anunțăm imediat și vă restituim eventualele sume achitate.

## Prețuri și plată

Toate prețurile sunt afișate în lei moldovenești (MDL) și includ TVA. Se aplică prețul valabil în momentul plasării comenzii. Puteți plăti în numerar sau cu cardul la livrare ori prin transfer bancar, pe baza datelor bancare afișate după plasarea comenzii.

## Livrare

Livrăm în Chișinău în 1–2 zile lucrătoare, iar în restul țării în 2–4 zile lucrătoare. Livrarea este gratuită, prin curier, prin poștă sau cu ridicare din showroom-ul nostru din Chișinău.

## Răspundere și litigii

Fotografiile și descrierile produselor au caracter informativ; pot exista mici diferențe de culoare sau de ambalaj. Eventualele neînțelegeri se soluționează pe cale amiabilă, iar dacă acest lucru nu este posibil — de către instanțele competente ale Republicii Moldova, conform legislației în vigoare.`,
    `These terms govern the use of vitrina.md and the relationship between Vitrina SRL (the “Seller”) and anyone placing orders on the site (the “Customer”). By placing an order, you confirm that you have read and accept these terms.

## Orders and confirmation

An order is considered accepted once an operator confirms it by phone or email. We reserve the right to cancel an order if the product is out of stock or the contact details are incomplete; in that case we will let you know straight away and refund any amount already paid.

## Prices and payment

All prices are shown in Moldovan lei (MDL) and include VAT. The price that applies is the one valid when you place the order. You can pay in cash or by card on delivery, or by bank transfer using the bank details shown once you place the order.

## Delivery

We deliver within Chișinău in 1–2 working days and to the rest of the country in 2–4 working days. Delivery is free, by courier, by post or for pickup at our Chișinău showroom.

## Liability and disputes

Product photos and descriptions are for information only; there may be slight differences in colour or packaging. Any disputes are settled amicably where possible and otherwise by the competent courts of the Republic of Moldova under the legislation in force.`,
    `Настоящие условия регулируют использование сайта vitrina.md и отношения между компанией Vitrina SRL («Продавец») и лицами, оформляющими заказы на сайте («Покупатель»). Оформляя заказ, вы подтверждаете, что ознакомились с этими условиями и принимаете их.

## Заказы и подтверждение

Заказ считается принятым после того, как оператор подтвердит его по телефону или по электронной почте. Мы оставляем за собой право отменить заказ, если товара нет в наличии или контактные данные указаны не полностью; в этом случае мы сразу сообщим вам об этом и вернём уже оплаченную сумму.

## Цены и оплата

Все цены указаны в молдавских леях (MDL) и включают НДС. Действует цена на момент оформления заказа. Оплатить заказ можно наличными или картой при получении либо банковским переводом по реквизитам, которые вы увидите после оформления заказа.

## Доставка

По Кишинёву мы доставляем за 1–2 рабочих дня, по остальной территории страны — за 2–4 рабочих дня. Доставка бесплатна — курьером, почтой или самовывозом из нашего шоурума в Кишинёве.

## Ответственность и споры

Фотографии и описания товаров носят информационный характер; возможны незначительные отличия в цвете или упаковке. Споры решаются путём переговоров, а если договориться не удалось — в компетентных судах Республики Молдова в соответствии с действующим законодательством.`,
    `Тези общи условия уреждат използването на сайта vitrina.md и отношенията между Vitrina SRL („Продавач“) и лицата, които правят поръчки в сайта („Купувач“). С правенето на поръчка потвърждавате, че сте прочели и приемате тези условия.

## Поръчки и потвърждение

Поръчката се смята за приета, след като оператор я потвърди по телефона или по имейл. Запазваме си правото да анулираме поръчка, ако продуктът не е наличен или данните за контакт са непълни; в такъв случай веднага ще ви уведомим и ще възстановим вече платената сума.

## Цени и плащане

Всички цени са в молдовски леи (MDL) и включват ДДС. Валидна е цената към момента на поръчката. Можете да платите в брой или с карта при доставка, или с банков превод по банковите данни, които ще видите след поръчката.

## Доставка

Доставяме в Кишинев за 1–2 работни дни, а в останалата част на страната – за 2–4 работни дни. Доставката е безплатна – с куриер, по пощата или с вземане от нашия шоурум в Кишинев.

## Отговорност и спорове

Снимките и описанията на продуктите имат информативен характер; възможни са малки разлики в цвета или опаковката. Споровете се решават по взаимно съгласие, а ако това не е възможно – от компетентните съдилища на Република Молдова съгласно действащото законодателство.`,
  ),
};

/** An empty shop's terms of use: neutral for any retailer running the software. */
export const neutralTermsOfUse: DemoPage = {
  kind: "terms-of-use",
  title: L("Termeni și condiții", "Terms of use", "Пользовательское соглашение", "Общи условия за ползване"),
  body: L(
    `Acești termeni se aplică comenzilor plasate pe acest site. Plasând o comandă, confirmați că i-ați citit și îi acceptați. Datele de identificare ale magazinului sunt afișate pe pagina Contacte.

## Comanda

Comenzile se plasează fără cont. Imediat după plasare primiți un e-mail de confirmare cu numărul comenzii. Comanda este acceptată atunci când magazinul o confirmă; apoi este expediată și livrată, iar la fiecare schimbare a stării primiți un e-mail. Dacă magazinul nu poate onora comanda, aceasta este anulată, iar dumneavoastră primiți un e-mail despre acest lucru.

## Prețuri și plată

Prețurile sunt afișate în lei moldovenești (MDL); pentru comandă se aplică prețul valabil în momentul plasării ei. Puteți plăti în numerar sau cu cardul la livrare ori prin transfer bancar. Pentru transferul bancar, datele bancare ale magazinului sunt afișate pe pagina de confirmare a comenzii și în e-mailul de confirmare; ca referință a plății indicați numărul comenzii.

## Livrare

Metodele de livrare oferite de magazin, țările în care livrează și prețul fiecăreia sunt afișate la finalizarea comenzii; prețul livrării este inclus în totalul comenzii înainte de a o trimite.

## Litigii

Neînțelegerile se soluționează pe cale amiabilă, iar dacă acest lucru nu este posibil — conform legislației în vigoare. Acești termeni nu limitează drepturile pe care vi le acordă legislația privind protecția consumatorilor.`,
    `These terms apply to orders placed on this site. By placing an order, you confirm that you have read and accept them. The shop’s identity details are shown on the Contact page.

## Orders

You order without an account. Right after you place an order, you receive a confirmation email with its number. The order is accepted once the shop confirms it; it is then shipped and delivered, and you receive an email whenever its status changes. If the shop cannot fulfil the order, it is cancelled and you are told by email.

## Prices and payment

Prices are shown in Moldovan lei (MDL), and your order is charged at the price valid when you place it. You can pay in cash or by card on delivery, or by bank transfer. For a bank transfer, the shop’s bank details are shown on the order confirmation page and in the confirmation email; use your order number as the payment reference.

## Delivery

The delivery methods the shop offers, the countries it delivers to and the price of each are shown at checkout; the delivery price is part of the order total you see before you place the order.

## Disputes

Disagreements are settled amicably where possible and otherwise under the legislation in force. These terms do not limit the rights that consumer protection law gives you.`,
    `Эти условия применяются к заказам, оформленным на этом сайте. Оформляя заказ, вы подтверждаете, что прочитали и принимаете их. Реквизиты магазина указаны на странице «Контакты».

## Заказ

Заказ оформляется без регистрации. Сразу после оформления вы получаете письмо с подтверждением и номером заказа. Заказ считается принятым, когда его подтвердит магазин; затем он отправляется и доставляется, а при каждом изменении статуса вы получаете письмо. Если магазин не может выполнить заказ, он отменяется, и вам сообщают об этом письмом.

## Цены и оплата

Цены указаны в молдавских леях (MDL); к заказу применяется цена, действующая на момент его оформления. Оплатить заказ можно наличными или картой при получении либо банковским переводом. Банковские реквизиты магазина для перевода указаны на странице подтверждения заказа и в письме с подтверждением; в назначении платежа укажите номер заказа.

## Доставка

Способы доставки, которые предлагает магазин, страны доставки и стоимость каждого способа указаны при оформлении заказа; стоимость доставки входит в итоговую сумму заказа, которую вы видите до его отправки.

## Споры

Споры решаются путём переговоров, а если договориться не удалось — в соответствии с действующим законодательством. Эти условия не ограничивают права, которые вам предоставляет законодательство о защите прав потребителей.`,
    `Тези условия се прилагат за поръчките, направени в този сайт. С поръчката потвърждавате, че сте ги прочели и ги приемате. Данните за идентификация на магазина са посочени на страницата „Контакти“.

## Поръчка

Поръчките се правят без регистрация. Веднага след поръчката получавате имейл с потвърждение и номера на поръчката. Поръчката се смята за приета, когато магазинът я потвърди; след това тя се изпраща и доставя, а при всяка промяна на статуса получавате имейл. Ако магазинът не може да изпълни поръчката, тя се анулира и ви се изпраща имейл за това.

## Цени и плащане

Цените са в молдовски леи (MDL); за поръчката важи цената към момента, в който я правите. Можете да платите в брой или с карта при доставка, или с банков превод. Банковите данни на магазина за превода са посочени на страницата за потвърждение на поръчката и в имейла за потвърждение; като основание за плащане посочете номера на поръчката.

## Доставка

Начините на доставка, които магазинът предлага, държавите, до които доставя, и цената на всеки от тях се показват при поръчката; цената на доставката е включена в общата сума на поръчката, която виждате, преди да я изпратите.

## Спорове

Споровете се решават по взаимно съгласие, а ако това не е възможно – съгласно действащото законодателство. Тези условия не ограничават правата, които ви дава законодателството за защита на потребителите.`,
  ),
};
