/**
 * Texts for an empty shop (DEMO=off): the required content pages, the FAQ and the SEO templates.
 * Neutral for any retailer running the software: no shop name, address, contact or product range in
 * the page bodies (the retailer adds those in the dashboard), and only what the software really does.
 */
import type { DemoFaq, DemoPage, DemoSeo, Localized } from './types.js';
import { aboutSeo, neutralAbout } from './about.js';

const L = (ro: string, en: string, ru: string, bg: string): Localized => ({ ro, en, ru, bg });

export const emptyPages: DemoPage[] = [
  {
    kind: 'faq',
    title: L('Întrebări frecvente', 'Frequently asked questions', 'Часто задаваемые вопросы', 'Често задавани въпроси'),
    body: L(
      'Aici găsiți răspunsurile la cele mai frecvente întrebări despre comenzi, plată, livrare și returnare. Dacă nu ați găsit ce căutați, scrieți magazinului prin formularul de pe pagina Contacte.',
      'Here are the answers to the most common questions about ordering, payment, delivery and returns. If you can’t find what you’re looking for, write to the shop using the form on the Contact page.',
      'Здесь собраны ответы на самые частые вопросы о заказе, оплате, доставке и возврате. Если вы не нашли нужной информации, напишите магазину через форму на странице «Контакты».',
      'Тук ще намерите отговорите на най-често задаваните въпроси за поръчките, плащането, доставката и връщането. Ако не сте намерили това, което търсите, пишете на магазина чрез формата на страницата „Контакти“.',
    ),
  },
  {
    kind: 'cookies-policy',
    title: L('Politica de utilizare a cookie-urilor', 'Cookie policy', 'Политика использования файлов cookie', 'Политика за бисквитките'),
    body: L(
      `Această politică explică ce cookie-uri folosește magazinul, la ce servesc și cum le puteți gestiona. Cookie-urile sunt fișiere text mici pe care site-ul le salvează în browserul dumneavoastră; datorită lor, site-ul ține minte, de exemplu, produsele din coș sau limba aleasă. Magazinul folosește doar cookie-urile fără de care site-ul nu poate funcționa.

## Ce cookie-uri folosește magazinul

Cookie-ul cart păstrează produsele din coșul de cumpărături, last_seen — produsele vizualizate recent, i18n_redirected — limba aleasă, iar country — țara aleasă. Cookie-ul auth_token este folosit doar de angajații magazinului, pentru autentificarea în panoul de administrare. Magazinul nu folosește cookie-uri analitice, de publicitate sau de marketing și nici cookie-uri ale altor companii.

## Cât timp sunt păstrate

Cookie-urile cart și last_seen sunt păstrate până la 7 zile, i18n_redirected și country — până la 12 luni, iar auth_token — până la 7 zile.

## Cum le puteți gestiona

Puteți șterge sau bloca cookie-urile din setările browserului. Fără ele, coșul de cumpărături nu va funcționa, iar limba și țara alese nu vor fi reținute.`,
      `This policy explains which cookies the shop uses, what they are for and how you can manage them. Cookies are small text files that a website saves in your browser; they let the site remember, for example, the products in your cart or the language you chose. The shop uses only the cookies the site cannot work without.

## Which cookies the shop uses

The cart cookie keeps the products in your shopping cart, last_seen your recently viewed products, i18n_redirected your chosen language and country your chosen country. The auth_token cookie is used only by the shop’s staff to sign in to the dashboard. The shop uses no analytics, advertising or marketing cookies and no cookies of other companies.

## How long they are kept

The cart and last_seen cookies are kept for up to 7 days, i18n_redirected and country for up to 12 months, and auth_token for up to 7 days.

## How to manage cookies

You can delete or block cookies in your browser settings. Without them, the shopping cart won’t work and your chosen language and country won’t be remembered.`,
      `Эта политика объясняет, какие файлы cookie использует магазин, для чего они нужны и как ими управлять. Cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере; благодаря им сайт запоминает, например, товары в корзине или выбранный язык. Магазин использует только те cookie, без которых сайт не может работать.

## Какие cookie использует магазин

Cookie cart хранит товары в корзине, last_seen — недавно просмотренные товары, i18n_redirected — выбранный язык, а country — выбранную страну. Cookie auth_token используют только сотрудники магазина для входа в панель управления. Аналитических, рекламных и маркетинговых cookie, а также cookie других компаний магазин не использует.

## Как долго они хранятся

Cookie cart и last_seen хранятся до 7 дней, i18n_redirected и country — до 12 месяцев, auth_token — до 7 дней.

## Как управлять cookie

Вы можете удалить или заблокировать cookie в настройках браузера. Без них корзина не будет работать, а выбранные язык и страна не сохранятся.`,
      `Тази политика обяснява какви бисквитки използва магазинът, за какво служат и как можете да ги управлявате. Бисквитките са малки текстови файлове, които сайтът записва във вашия браузър; благодарение на тях сайтът помни например продуктите в количката или избрания език. Магазинът използва само бисквитките, без които сайтът не може да работи.

## Какви бисквитки използва магазинът

Бисквитката cart пази продуктите в количката, last_seen – наскоро разгледаните продукти, i18n_redirected – избрания език, а country – избраната държава. Бисквитката auth_token се използва само от служителите на магазина за вход в административния панел. Магазинът не използва аналитични, рекламни или маркетингови бисквитки, нито бисквитки на други компании.

## Колко време се съхраняват

Бисквитките cart и last_seen се съхраняват до 7 дни, i18n_redirected и country – до 12 месеца, а auth_token – до 7 дни.

## Как да управлявате бисквитките

Можете да изтриете или блокирате бисквитките от настройките на браузъра. Без тях количката няма да работи, а избраните език и държава няма да бъдат запомнени.`,
    ),
  },
  {
    kind: 'privacy-policy',
    title: L('Politica de confidențialitate', 'Privacy policy', 'Политика конфиденциальности', 'Политика за поверителност'),
    body: L(
      `Această politică descrie ce date cu caracter personal prelucrează magazinul, în ce scop și ce drepturi aveți. Datele de identificare și de contact ale magazinului sunt afișate pe pagina Contacte.

## Ce date sunt colectate

La plasarea comenzii indicați numele și prenumele, adresa de e-mail, numărul de telefon și adresa (țara, localitatea, strada, codul poștal), iar opțional denumirea companiei și o notă pentru magazin. Comenzile se plasează fără cont, așa că nu se creează conturi sau parole pentru cumpărători. Datele cardului bancar nu se introduc pe site.

## În ce scop sunt folosite

Datele sunt folosite pentru a confirma, pregăti și livra comanda și pentru a vă trimite e-mailuri despre ea: confirmarea comenzii și anunțurile la schimbarea stării ei. Site-ul nu vă trimite mesaje publicitare.

## Cui sunt transmise

Dacă alegeți livrarea prin curier sau prin poștă, numele, telefonul și adresa de livrare sunt transmise serviciului care livrează comanda. Datele nu sunt vândute terților.

## Formularul de contact

Mesajele trimise prin formularul de contact ajung la magazin, pentru a vă putea răspunde. Datele de contact ale expeditorului sunt șterse după 30 de zile.

## Drepturile dumneavoastră

Puteți solicita accesul la datele dumneavoastră, rectificarea sau ștergerea lor, în limitele prevăzute de lege (de exemplu, datele necesare evidenței contabile se păstrează cât timp cere legea). Pentru aceasta, scrieți magazinului prin pagina Contacte. Puteți depune și o plângere la autoritatea pentru protecția datelor cu caracter personal din țara dumneavoastră.`,
      `This policy describes which personal data the shop processes, why, and what your rights are. The shop’s identity and contact details are shown on the Contact page.

## What data is collected

When you place an order, you give your first and last name, email address, phone number and address (country, city, street, postal code), and optionally a company name and a note for the shop. Orders are placed without an account, so no shopper accounts or passwords are created. Card details are never entered on the site.

## Why it is used

Your data is used to confirm, prepare and deliver your order and to send you emails about it: the order confirmation and a message whenever its status changes. The site does not send you advertising.

## Who it is shared with

If you choose delivery by courier or by post, your name, phone number and delivery address are passed on to the service that delivers the order. Your data is never sold to third parties.

## The contact form

Messages sent through the contact form reach the shop so that it can reply to you. The sender’s contact details are deleted after 30 days.

## Your rights

You can ask to access, correct or delete your data, within the limits set by law (for example, data needed for accounting records is kept for as long as the law requires). To do so, write to the shop through the Contact page. You can also lodge a complaint with the personal data protection authority of your country.`,
      `Эта политика описывает, какие персональные данные обрабатывает магазин, для чего и какие у вас есть права. Реквизиты и контакты магазина указаны на странице «Контакты».

## Какие данные собираются

При оформлении заказа вы указываете имя и фамилию, адрес эл. почты, номер телефона и адрес (страна, населённый пункт, улица, почтовый индекс), а также, по желанию, название компании и комментарий для магазина. Заказы оформляются без регистрации, поэтому учётные записи и пароли покупателей не создаются. Данные банковской карты на сайте не вводятся.

## Для чего используются данные

Данные нужны, чтобы подтвердить, подготовить и доставить заказ и отправлять вам письма о нём: подтверждение заказа и уведомления об изменении его статуса. Рекламных рассылок сайт не отправляет.

## Кому передаются данные

Если вы выбрали доставку курьером или почтой, имя, телефон и адрес доставки передаются службе, которая доставляет заказ. Данные не продаются третьим лицам.

## Форма обратной связи

Сообщения из формы обратной связи поступают в магазин, чтобы вам могли ответить. Контактные данные отправителя удаляются через 30 дней.

## Ваши права

Вы можете запросить доступ к своим данным, их исправление или удаление в пределах, установленных законом (например, данные, необходимые для бухгалтерского учёта, хранятся столько, сколько требует закон). Для этого напишите магазину через страницу «Контакты». Вы также можете подать жалобу в орган по защите персональных данных вашей страны.`,
      `Тази политика описва какви лични данни обработва магазинът, с каква цел и какви права имате. Данните за идентификация и за контакт на магазина са посочени на страницата „Контакти“.

## Какви данни се събират

При поръчка посочвате име и фамилия, имейл адрес, телефонен номер и адрес (държава, населено място, улица, пощенски код), а по желание – име на фирма и бележка за магазина. Поръчките се правят без регистрация, затова не се създават профили и пароли на купувачи. Данните на банковата карта не се въвеждат в сайта.

## За какво се използват данните

Данните са необходими, за да бъде потвърдена, подготвена и доставена поръчката и за да получавате имейли за нея: потвърждение на поръчката и известие при всяка промяна на статуса ѝ. Сайтът не ви изпраща рекламни съобщения.

## На кого се предават данните

Ако изберете доставка с куриер или по пощата, името, телефонът и адресът за доставка се предават на фирмата, която доставя поръчката. Данните не се продават на трети лица.

## Формата за контакт

Съобщенията от формата за контакт достигат до магазина, за да може да ви се отговори. Данните за контакт на подателя се изтриват след 30 дни.

## Вашите права

Можете да поискате достъп до данните си, тяхното коригиране или изтриване в рамките, определени от закона (например данните, нужни за счетоводната отчетност, се съхраняват толкова, колкото изисква законът). За целта пишете на магазина чрез страницата „Контакти“. Можете да подадете и жалба до органа за защита на личните данни във вашата държава.`,
    ),
  },
  {
    kind: 'return-policy',
    title: L('Politica de returnare', 'Return policy', 'Условия возврата', 'Политика за връщане'),
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
  },
  {
    kind: 'terms-of-use',
    title: L('Termeni și condiții de utilizare', 'Terms of use', 'Пользовательское соглашение', 'Общи условия за ползване'),
    body: L(
      `Acești termeni se aplică comenzilor plasate pe acest site. Plasând o comandă, confirmați că i-ați citit și îi acceptați. Datele de identificare ale magazinului sunt afișate pe pagina Contacte.

## Comanda

Comenzile se plasează fără cont. Imediat după plasare primiți un e-mail de confirmare cu numărul comenzii. Comanda este acceptată atunci când magazinul o confirmă; apoi este expediată și livrată, iar la fiecare schimbare a stării primiți un e-mail. Dacă magazinul nu poate onora comanda, aceasta este anulată, iar dumneavoastră primiți un e-mail despre acest lucru.

## Prețuri și plată

Prețurile sunt afișate în lei moldovenești (MDL); pentru comandă se aplică prețul valabil în momentul plasării ei. Puteți plăti în numerar sau cu cardul la livrare ori prin transfer bancar. Pentru transferul bancar, datele bancare ale magazinului sunt afișate pe pagina de confirmare a comenzii și în e-mailul de confirmare; ca referință a plății indicați numărul comenzii.

## Livrare

Livrarea este gratuită. Puteți alege livrarea prin curier, prin poștă sau ridicarea comenzii de la adresa indicată de magazin. Magazinul livrează în Republica Moldova, România și Bulgaria.

## Litigii

Neînțelegerile se soluționează pe cale amiabilă, iar dacă acest lucru nu este posibil — conform legislației în vigoare. Acești termeni nu limitează drepturile pe care vi le acordă legislația privind protecția consumatorilor.`,
      `These terms apply to orders placed on this site. By placing an order, you confirm that you have read and accept them. The shop’s identity details are shown on the Contact page.

## Orders

You order without an account. Right after you place an order, you receive a confirmation email with its number. The order is accepted once the shop confirms it; it is then shipped and delivered, and you receive an email whenever its status changes. If the shop cannot fulfil the order, it is cancelled and you are told by email.

## Prices and payment

Prices are shown in Moldovan lei (MDL), and your order is charged at the price valid when you place it. You can pay in cash or by card on delivery, or by bank transfer. For a bank transfer, the shop’s bank details are shown on the order confirmation page and in the confirmation email; use your order number as the payment reference.

## Delivery

Delivery is free. You can choose delivery by courier, by post or collection from the shop’s pickup point. The shop delivers to Moldova, Romania and Bulgaria.

## Disputes

Disagreements are settled amicably where possible and otherwise under the legislation in force. These terms do not limit the rights that consumer protection law gives you.`,
      `Эти условия применяются к заказам, оформленным на этом сайте. Оформляя заказ, вы подтверждаете, что прочитали и принимаете их. Реквизиты магазина указаны на странице «Контакты».

## Заказ

Заказ оформляется без регистрации. Сразу после оформления вы получаете письмо с подтверждением и номером заказа. Заказ считается принятым, когда его подтвердит магазин; затем он отправляется и доставляется, а при каждом изменении статуса вы получаете письмо. Если магазин не может выполнить заказ, он отменяется, и вам сообщают об этом письмом.

## Цены и оплата

Цены указаны в молдавских леях (MDL); к заказу применяется цена, действующая на момент его оформления. Оплатить заказ можно наличными или картой при получении либо банковским переводом. Банковские реквизиты магазина для перевода указаны на странице подтверждения заказа и в письме с подтверждением; в назначении платежа укажите номер заказа.

## Доставка

Доставка бесплатна. Вы можете выбрать доставку курьером, почтой или самовывоз из пункта выдачи магазина. Магазин доставляет заказы в Республику Молдова, Румынию и Болгарию.

## Споры

Споры решаются путём переговоров, а если договориться не удалось — в соответствии с действующим законодательством. Эти условия не ограничивают права, которые вам предоставляет законодательство о защите прав потребителей.`,
      `Тези условия се прилагат за поръчките, направени в този сайт. С поръчката потвърждавате, че сте ги прочели и ги приемате. Данните за идентификация на магазина са посочени на страницата „Контакти“.

## Поръчка

Поръчките се правят без регистрация. Веднага след поръчката получавате имейл с потвърждение и номера на поръчката. Поръчката се смята за приета, когато магазинът я потвърди; след това тя се изпраща и доставя, а при всяка промяна на статуса получавате имейл. Ако магазинът не може да изпълни поръчката, тя се анулира и ви се изпраща имейл за това.

## Цени и плащане

Цените са в молдовски леи (MDL); за поръчката важи цената към момента, в който я правите. Можете да платите в брой или с карта при доставка, или с банков превод. Банковите данни на магазина за превода са посочени на страницата за потвърждение на поръчката и в имейла за потвърждение; като основание за плащане посочете номера на поръчката.

## Доставка

Доставката е безплатна. Можете да изберете доставка с куриер, по пощата или вземане от пункта за получаване на магазина. Магазинът доставя в Република Молдова, Румъния и България.

## Спорове

Споровете се решават по взаимно съгласие, а ако това не е възможно – съгласно действащото законодателство. Тези условия не ограничават правата, които ви дава законодателството за защита на потребителите.`,
    ),
  },
  neutralAbout,
];

export const emptyFaq: DemoFaq[] = [
  {
    question: L('Am nevoie de cont pentru a comanda?', 'Do I need an account to order?', 'Нужна ли регистрация, чтобы сделать заказ?', 'Нужна ли е регистрация, за да поръчам?'),
    answer: L(
      'Nu. Comenzile se plasează fără cont: adăugați produsele în coș, completați datele de livrare, alegeți metoda de livrare și de plată și trimiteți comanda.',
      'No. You order as a guest: add products to your cart, fill in your delivery details, choose how you want your order delivered and paid for, and place the order.',
      'Нет. Заказ оформляется без регистрации: добавьте товары в корзину, укажите данные для доставки, выберите способ доставки и оплаты и отправьте заказ.',
      'Не. Поръчките се правят без регистрация: добавете продуктите в количката, попълнете данните за доставка, изберете начин на доставка и плащане и изпратете поръчката.',
    ),
  },
  {
    question: L('Cum pot plăti?', 'How can I pay?', 'Как можно оплатить заказ?', 'Как мога да платя?'),
    answer: L(
      'În numerar sau cu cardul la primirea comenzii ori prin transfer bancar. Dacă alegeți transferul bancar, datele bancare ale magazinului apar pe pagina de confirmare a comenzii și în e-mailul de confirmare; indicați numărul comenzii ca referință a plății.',
      'In cash or by card when you receive your order, or by bank transfer. If you choose bank transfer, the shop’s bank details are shown on the order confirmation page and in the confirmation email; use your order number as the payment reference.',
      'Наличными или картой при получении либо банковским переводом. Если вы выбрали перевод, банковские реквизиты магазина будут указаны на странице подтверждения заказа и в письме с подтверждением; в назначении платежа укажите номер заказа.',
      'В брой или с карта при получаване на поръчката, или с банков превод. Ако изберете банков превод, банковите данни на магазина се показват на страницата за потвърждение на поръчката и в имейла за потвърждение; като основание за плащане посочете номера на поръчката.',
    ),
  },
  {
    question: L('Cât costă livrarea?', 'How much does delivery cost?', 'Сколько стоит доставка?', 'Колко струва доставката?'),
    answer: L(
      'Nimic: livrarea este gratuită. Puteți alege livrarea prin curier, prin poștă sau ridicarea comenzii de la adresa indicată de magazin.',
      'Nothing: delivery is free. You can choose delivery by courier, by post or collection from the shop’s pickup point.',
      'Нисколько: доставка бесплатна. Можно выбрать доставку курьером, почтой или самовывоз из пункта выдачи магазина.',
      'Нищо: доставката е безплатна. Можете да изберете доставка с куриер, по пощата или вземане от пункта за получаване на магазина.',
    ),
  },
  {
    question: L('În ce țări livrează magazinul?', 'Which countries does the shop deliver to?', 'В какие страны доставляет магазин?', 'До кои държави доставя магазинът?'),
    answer: L(
      'În Republica Moldova, România și Bulgaria. Țara o alegeți în adresa de livrare, iar numărul de telefon trebuie să fie valabil pentru țara respectivă.',
      'Moldova, Romania and Bulgaria. You choose the country in your delivery address, and your phone number must be valid for that country.',
      'В Республику Молдова, Румынию и Болгарию. Страну вы выбираете в адресе доставки, а номер телефона должен соответствовать этой стране.',
      'До Република Молдова, Румъния и България. Държавата избирате в адреса за доставка, а телефонният номер трябва да е валиден за нея.',
    ),
  },
  {
    question: L('În ce monedă sunt prețurile?', 'What currency are prices in?', 'В какой валюте указаны цены?', 'В каква валута са цените?'),
    answer: L(
      'Toate prețurile sunt în lei moldovenești (MDL), inclusiv pentru comenzile livrate în România sau Bulgaria. Pentru comandă se aplică prețul afișat în momentul plasării ei.',
      'All prices are in Moldovan lei (MDL), including for orders delivered to Romania or Bulgaria. Your order is charged at the price shown when you place it.',
      'Все цены указаны в молдавских леях (MDL), в том числе для заказов с доставкой в Румынию и Болгарию. К заказу применяется цена, действующая на момент его оформления.',
      'Всички цени са в молдовски леи (MDL), включително за поръчките с доставка до Румъния или България. За поръчката важи цената, показана в момента, в който я правите.',
    ),
  },
  {
    question: L('Comanda mea este confirmată imediat?', 'Is my order confirmed straight away?', 'Подтверждается ли заказ сразу?', 'Потвърждава ли се поръчката веднага?'),
    answer: L(
      'Nu imediat. După plasare primiți un e-mail cu numărul comenzii, iar comanda are starea „Primită”. Apoi magazinul o verifică și o confirmă, iar atunci primiți un nou e-mail.',
      'Not straight away. After you place it, you receive an email with the order number, and the order’s status is “Received”. The shop then checks and confirms it, and you receive another email when it does.',
      'Не сразу. После оформления вы получаете письмо с номером заказа, а заказ получает статус «Принят». Затем магазин проверяет и подтверждает его, и вы получаете об этом новое письмо.',
      'Не веднага. След поръчката получавате имейл с номера ѝ, а поръчката е със статус „Получена“. След това магазинът я проверява и потвърждава, за което получавате нов имейл.',
    ),
  },
  {
    question: L('Cum aflu în ce stadiu este comanda mea?', 'How can I check the status of my order?', 'Как узнать, на каком этапе мой заказ?', 'Как да разбера на какъв етап е поръчката ми?'),
    answer: L(
      'E-mailul de confirmare conține un link către pagina comenzii, unde vedeți starea ei: primită, confirmată, expediată, livrată sau anulată. La fiecare schimbare a stării primiți și un e-mail.',
      'The confirmation email contains a link to your order’s page, which shows its status: received, confirmed, shipped, delivered or cancelled. You also get an email whenever the status changes.',
      'В письме с подтверждением есть ссылка на страницу заказа, где виден его статус: принят, подтверждён, отправлен, доставлен или отменён. При каждом изменении статуса вы также получаете письмо.',
      'Имейлът за потвърждение съдържа връзка към страницата на поръчката, където се вижда статусът ѝ: получена, потвърдена, изпратена, доставена или анулирана. При всяка промяна на статуса получавате и имейл.',
    ),
  },
  {
    question: L('Pot returna un produs?', 'Can I return a product?', 'Можно ли вернуть товар?', 'Мога ли да върна продукт?'),
    answer: L(
      'Da. Pentru cumpărăturile la distanță, legea privind protecția consumatorilor vă oferă, de regulă, 14 zile de la primirea produsului pentru a renunța la cumpărare. Toate detaliile le găsiți în Politica de returnare.',
      'Yes. For purchases made at a distance, consumer protection law generally gives you 14 days from receiving the product to cancel the purchase. You’ll find all the details in the Return policy.',
      'Да. При дистанционной покупке закон о защите прав потребителей, как правило, даёт вам 14 дней с момента получения товара, чтобы отказаться от покупки. Подробности — в разделе «Условия возврата».',
      'Да. При покупки от разстояние законът за защита на потребителите по правило ви дава 14 дни от получаването на продукта, за да се откажете от покупката. Всички подробности ще намерите в Политиката за връщане.',
    ),
  },
];

export const emptySeo: DemoSeo[] = [
  {
    kind: 'home',
    title: L('{shop} — magazin online', '{shop} — online shop', '{shop} — интернет-магазин', '{shop} – онлайн магазин'),
    description: L(
      'Cumpărați online de la {shop}: prețuri în lei, livrare gratuită și plata la livrare sau prin transfer bancar.',
      'Shop online at {shop}: prices in lei, free delivery and payment on delivery or by bank transfer.',
      'Покупайте онлайн в магазине {shop}: цены в леях, бесплатная доставка, оплата при получении или банковским переводом.',
      'Пазарувайте онлайн от {shop}: цени в леи, безплатна доставка и плащане при доставка или с банков превод.',
    ),
  },
  {
    kind: 'category',
    title: L('{name} — cumpărați online | {shop}', '{name} — buy online | {shop}', '{name} — купить онлайн | {shop}', '{name} – купете онлайн | {shop}'),
    description: L(
      '{name} la {shop}: prețuri în lei, livrare gratuită și plata la livrare sau prin transfer bancar.',
      '{name} at {shop}: prices in lei, free delivery and payment on delivery or by bank transfer.',
      '{name} в магазине {shop}: цены в леях, бесплатная доставка, оплата при получении или банковским переводом.',
      '{name} от {shop}: цени в леи, безплатна доставка и плащане при доставка или с банков превод.',
    ),
  },
  {
    kind: 'product',
    title: L('{name} — preț și caracteristici | {shop}', '{name} — price and specifications | {shop}', '{name} — цена и характеристики | {shop}', '{name} – цена и характеристики | {shop}'),
    description: L(
      '{name} la {shop}: preț, descriere și caracteristici. Livrare gratuită, plata la livrare sau prin transfer bancar.',
      '{name} at {shop}: price, description and specifications. Free delivery, payment on delivery or by bank transfer.',
      '{name} в магазине {shop}: цена, описание и характеристики. Бесплатная доставка, оплата при получении или банковским переводом.',
      '{name} от {shop}: цена, описание и характеристики. Безплатна доставка, плащане при доставка или с банков превод.',
    ),
  },
  {
    kind: 'search',
    title: L('Rezultatele căutării | {shop}', 'Search results | {shop}', 'Результаты поиска | {shop}', 'Резултати от търсенето | {shop}'),
    description: L(
      'Căutați produse în magazinul online {shop}.',
      'Search for products in the {shop} online shop.',
      'Поиск товаров в интернет-магазине {shop}.',
      'Търсете продукти в онлайн магазина {shop}.',
    ),
  },
  {
    kind: 'contacts',
    title: L('Contacte | {shop}', 'Contact | {shop}', 'Контакты | {shop}', 'Контакти | {shop}'),
    description: L(
      'Datele de contact ale magazinului {shop} și formularul prin care îi puteți scrie.',
      'Contact details of {shop} and a form to send the shop a message.',
      'Контактные данные магазина {shop} и форма обратной связи.',
      'Данни за контакт с магазина {shop} и форма за съобщения.',
    ),
  },
  {
    kind: 'faq',
    title: L('Întrebări frecvente | {shop}', 'FAQ | {shop}', 'Часто задаваемые вопросы | {shop}', 'Често задавани въпроси | {shop}'),
    description: L(
      'Răspunsuri despre comenzi, plată, livrarea gratuită și returnarea produselor la {shop}.',
      'Answers about ordering, payment, free delivery and returns at {shop}.',
      'Ответы на вопросы о заказе, оплате, бесплатной доставке и возврате товаров в магазине {shop}.',
      'Отговори за поръчките, плащането, безплатната доставка и връщането на продукти в магазина {shop}.',
    ),
  },
  {
    kind: 'cookies-policy',
    title: L('Politica de cookie-uri | {shop}', 'Cookie policy | {shop}', 'Политика использования cookie | {shop}', 'Политика за бисквитките | {shop}'),
    description: L(
      'Ce cookie-uri folosește {shop}, la ce servesc și cum le puteți gestiona în browser.',
      'Which cookies {shop} uses, what they are for and how to manage them in your browser.',
      'Какие файлы cookie использует {shop}, для чего они нужны и как управлять ими в браузере.',
      'Какви бисквитки използва {shop}, за какво служат и как да ги управлявате в браузъра.',
    ),
  },
  {
    kind: 'privacy-policy',
    title: L('Politica de confidențialitate | {shop}', 'Privacy policy | {shop}', 'Политика конфиденциальности | {shop}', 'Политика за поверителност | {shop}'),
    description: L(
      'Ce date cu caracter personal colectează {shop}, în ce scop le folosește și ce drepturi aveți.',
      'Which personal data {shop} collects, why it uses it and what your rights are.',
      'Какие персональные данные собирает {shop}, для чего их использует и какие у вас есть права.',
      'Какви лични данни събира {shop}, за какво ги използва и какви права имате.',
    ),
  },
  {
    kind: 'return-policy',
    title: L('Returnarea produselor | {shop}', 'Returns | {shop}', 'Возврат товара | {shop}', 'Връщане на продукти | {shop}'),
    description: L(
      'Cum returnați un produs cumpărat de la {shop} și cum vă sunt restituiți banii.',
      'How to return a product bought from {shop} and get your money back.',
      'Как вернуть товар, купленный в магазине {shop}, и получить деньги обратно.',
      'Как да върнете продукт, купен от {shop}, и да си получите парите обратно.',
    ),
  },
  {
    kind: 'terms-of-use',
    title: L('Termeni și condiții | {shop}', 'Terms of use | {shop}', 'Пользовательское соглашение | {shop}', 'Общи условия | {shop}'),
    description: L(
      'Condițiile de comandă, plată, livrare și utilizare a site-ului {shop}.',
      'Ordering, payment, delivery and website terms of {shop}.',
      'Условия заказа, оплаты, доставки и использования сайта {shop}.',
      'Условия за поръчка, плащане, доставка и използване на сайта на {shop}.',
    ),
  },
  {
    kind: 'cart',
    title: L('Coșul de cumpărături | {shop}', 'Shopping cart | {shop}', 'Корзина | {shop}', 'Количка | {shop}'),
    description: L(
      'Verificați produsele din coș și finalizați comanda în câțiva pași, fără cont.',
      'Review the items in your cart and check out in a few steps, no account needed.',
      'Проверьте товары в корзине и оформите заказ в несколько шагов без регистрации.',
      'Прегледайте продуктите в количката и завършете поръчката с няколко стъпки, без регистрация.',
    ),
  },
  {
    kind: 'checkout',
    title: L('Finalizarea comenzii | {shop}', 'Checkout | {shop}', 'Оформление заказа | {shop}', 'Завършване на поръчката | {shop}'),
    description: L(
      'Introduceți datele de livrare și alegeți metoda de plată: numerar sau card la livrare ori transfer bancar. Livrarea este gratuită.',
      'Enter your delivery details and choose how to pay: cash or card on delivery, or bank transfer. Delivery is free.',
      'Укажите данные для доставки и выберите способ оплаты: наличными или картой при получении либо банковским переводом. Доставка бесплатна.',
      'Въведете данните за доставка и изберете начин на плащане: в брой или с карта при доставка, или с банков превод. Доставката е безплатна.',
    ),
  },
  aboutSeo,
];
