import type { DemoPage } from "./types.js";
import { L } from "./localized.js";

/** The demo shop's privacy policy. */
export const demoPrivacyPolicy: DemoPage = {
  kind: "privacy-policy",
  title: L("Politica de confidențialitate", "Privacy policy", "Политика конфиденциальности", "Политика за поверителност"),
  body: L(
    `Vitrina SRL, cu sediul în mun. Chișinău, str. Ismail 88, administrează magazinul online vitrina.md și este operatorul datelor cu caracter personal pe care ni le furnizați. Prelucrăm datele în conformitate cu legislația Republicii Moldova privind protecția datelor cu caracter personal.

## Ce date colectăm

Pentru a procesa comenzile colectăm numele și prenumele, numărul de telefon, adresa de e-mail și adresa de livrare. Comenzile se plasează fără cont, așa că nu păstrăm parole ale cumpărătorilor. Nu primim și nu păstrăm datele cardului bancar: plata cu cardul se face la livrare, prin terminalul curierului.

## În ce scop folosim datele

Folosim datele pentru a confirma și livra comenzile, pentru a emite documentele fiscale și pentru a răspunde la solicitări și reclamații. Nu vă trimitem mesaje publicitare.

## Cui transmitem datele

Datele necesare livrării (nume, telefon, adresă) sunt transmise serviciului de curierat care vă aduce coletul. Nu vindem și nu închiriem datele dumneavoastră unor terți. Le putem divulga autorităților publice doar atunci când legea ne obligă.

## Cât timp le păstrăm și ce drepturi aveți

Păstrăm datele atât timp cât este necesar pentru executarea comenzii și pentru îndeplinirea obligațiilor legale privind evidența contabilă. Aveți dreptul de acces, de rectificare și de ștergere a datelor, precum și dreptul de a vă opune prelucrării lor. Pentru a vă exercita drepturile, scrieți-ne la info@vitrina.md. De asemenea, puteți depune o plângere la Centrul Național pentru Protecția Datelor cu Caracter Personal.`,
    `Vitrina SRL, registered at 88 Ismail St, Chișinău, runs the vitrina.md online shop and is the controller of the personal data you provide to us. We process your data in accordance with the personal data protection legislation of the Republic of Moldova.

## What data we collect

To process orders, we collect your first and last name, phone number, email address and delivery address. Orders are placed without an account, so we keep no shopper passwords. We never receive or keep your card details: card payments are made on delivery, on the courier's terminal.

## Why we use your data

We use your data to confirm and deliver orders, issue tax documents and respond to requests and complaints. We do not send you advertising.

## Who we share data with

The data needed for delivery (name, phone number, address) is passed on to the courier who brings you the parcel. We never sell or rent your data to third parties. We may disclose it to public authorities only where the law requires us to.

## How long we keep data and your rights

We keep your data for as long as needed to fulfil the order and to meet our legal accounting obligations. You have the right to access, correct and erase your data and to object to its processing. To exercise your rights, write to us at info@vitrina.md. You may also lodge a complaint with the National Center for Personal Data Protection.`,
    `Компания Vitrina SRL, расположенная по адресу: мун. Кишинёв, ул. Измаил, 88, управляет интернет-магазином vitrina.md и является оператором персональных данных, которые вы нам предоставляете. Мы обрабатываем данные в соответствии с законодательством Республики Молдова о защите персональных данных.

## Какие данные мы собираем

Для обработки заказов мы собираем имя и фамилию, номер телефона, адрес электронной почты и адрес доставки. Заказы оформляются без регистрации, поэтому паролей покупателей мы не храним. Данные банковской карты к нам не попадают: картой платят при получении, через терминал курьера.

## Для чего мы используем данные

Мы используем данные, чтобы подтверждать и доставлять заказы, оформлять фискальные документы и отвечать на запросы и претензии. Рекламных рассылок мы не отправляем.

## Кому мы передаём данные

Данные, необходимые для доставки (имя, телефон, адрес), передаются курьерской службе, которая привозит вам посылку. Мы не продаём и не сдаём ваши данные в аренду третьим лицам. Раскрыть их государственным органам мы можем только в случаях, предусмотренных законом.

## Сроки хранения и ваши права

Мы храним данные столько, сколько необходимо для выполнения заказа и соблюдения требований законодательства о бухгалтерском учёте. Вы имеете право на доступ к своим данным, их исправление и удаление, а также право возразить против их обработки. Чтобы воспользоваться этими правами, напишите нам на info@vitrina.md. Вы также можете подать жалобу в Национальный центр по защите персональных данных.`,
    `Фирма Vitrina SRL със седалище в Кишинев, ул. „Измаил“ 88, управлява онлайн магазина vitrina.md и е администратор на личните данни, които ни предоставяте. Обработваме данните в съответствие със законодателството на Република Молдова за защита на личните данни.

## Какви данни събираме

За обработката на поръчките събираме име и фамилия, телефонен номер, имейл адрес и адрес за доставка. Поръчките се правят без регистрация, затова не съхраняваме пароли на купувачи. Данните на банковата ви карта не достигат до нас: с карта се плаща при доставка, на терминала на куриера.

## За какво използваме данните

Използваме данните, за да потвърждаваме и доставяме поръчките, да издаваме фискални документи и да отговаряме на запитвания и рекламации. Не ви изпращаме рекламни съобщения.

## На кого предаваме данните

Данните, необходими за доставката (име, телефон, адрес), се предават на куриерската фирма, която ви носи пратката. Не продаваме и не отдаваме под наем данните ви на трети лица. Можем да ги предоставим на държавни органи само когато законът ни задължава.

## Срок на съхранение и вашите права

Съхраняваме данните толкова дълго, колкото е необходимо за изпълнение на поръчката и за спазване на законовите изисквания за счетоводна отчетност. Имате право на достъп, коригиране и изтриване на данните си, както и право да възразите срещу обработването им. За да упражните правата си, пишете ни на info@vitrina.md. Можете също да подадете жалба до Националния център за защита на личните данни.`,
  ),
};

/** An empty shop's privacy policy: neutral for any retailer running the software. */
export const neutralPrivacyPolicy: DemoPage = {
  kind: "privacy-policy",
  title: L("Politica de confidențialitate", "Privacy policy", "Политика конфиденциальности", "Политика за поверителност"),
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
};
