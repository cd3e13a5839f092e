import type { DemoFaq, DemoPage, Localized } from './types.js';
import { demoAbout } from './about.js';

const L = (ro: string, en: string, ru: string, bg: string): Localized => ({ ro, en, ru, bg });

export const pages: DemoPage[] = [
  {
    kind: 'faq',
    title: L('Întrebări frecvente', 'Frequently asked questions', 'Часто задаваемые вопросы', 'Често задавани въпроси'),
    body: L(
      'Aici am adunat răspunsurile la cele mai frecvente întrebări despre comenzi, livrare, plată și returnare. Dacă nu ați găsit ce căutați, sunați-ne la +373 22 845 210 sau scrieți-ne la info@vitrina.md — vă răspundem în aceeași zi lucrătoare.',
      'Here are the answers to the questions we hear most often about orders, delivery, payment and returns. If you can’t find what you’re looking for, call us on +373 22 845 210 or write to info@vitrina.md — we reply on the same working day.',
      'Здесь собраны ответы на самые частые вопросы о заказах, доставке, оплате и возврате. Если вы не нашли нужной информации, позвоните нам по номеру +373 22 845 210 или напишите на info@vitrina.md — мы ответим в тот же рабочий день.',
      'Тук сме събрали отговорите на най-често задаваните въпроси за поръчките, доставката, плащането и връщането. Ако не сте намерили това, което търсите, обадете ни се на +373 22 845 210 или ни пишете на info@vitrina.md – отговаряме в същия работен ден.',
    ),
  },
  {
    kind: 'cookies-policy',
    title: L('Politica de utilizare a cookie-urilor', 'Cookie policy', 'Политика использования файлов cookie', 'Политика за бисквитките'),
    body: L(
      `Această politică explică ce sunt cookie-urile, ce tipuri de cookie-uri folosește magazinul online Vitrina (vitrina.md) și cum le puteți controla. Continuând navigarea pe site, vă exprimați acordul pentru utilizarea cookie-urilor în condițiile descrise mai jos.

## Ce sunt cookie-urile

Cookie-urile sunt fișiere text de mici dimensiuni pe care site-ul le salvează în browserul dumneavoastră atunci când îl vizitați. Ele permit site-ului să țină minte, de exemplu, produsele adăugate în coș sau limba și țara alese.

## Ce cookie-uri folosim

Folosim doar cookie-uri necesare funcționării magazinului: coșul de cumpărături (cart), produsele vizualizate recent (last_seen), limba aleasă (i18n_redirected) și țara aleasă (country). Angajații magazinului au în plus un cookie de autentificare (auth_token) pentru panoul de administrare. Nu folosim cookie-uri analitice sau de marketing și nici cookie-uri ale altor companii.

## Cât timp sunt păstrate

Unele cookie-uri se șterg automat la închiderea browserului (cookie-uri de sesiune), altele rămân pe dispozitiv până la 12 luni sau până când le ștergeți manual.

## Cum puteți gestiona cookie-urile

Puteți bloca sau șterge cookie-urile din setările browserului (Chrome, Firefox, Safari, Edge etc.). Rețineți că, dacă blocați cookie-urile strict necesare, unele funcții ale magazinului, cum ar fi coșul sau finalizarea comenzii, pot să nu mai funcționeze corect. Pentru întrebări ne puteți scrie la info@vitrina.md.`,
      `This policy explains what cookies are, which cookies the Vitrina online shop (vitrina.md) uses and how you can control them. By continuing to browse the site, you agree to the use of cookies as described below.

## What cookies are

Cookies are small text files that a website saves in your browser when you visit it. They let the site remember, for example, the products in your cart or the language and country you chose.

## Which cookies we use

We use only the cookies the shop needs to work: the shopping cart (cart), recently viewed products (last_seen), your chosen language (i18n_redirected) and your chosen country (country). The shop's staff also get a sign-in cookie (auth_token) for the dashboard. We use no analytics or marketing cookies and no cookies of other companies.

## How long they are kept

Some cookies are deleted automatically when you close your browser (session cookies); others stay on your device for up to 12 months or until you delete them.

## How to manage cookies

You can block or delete cookies in your browser settings (Chrome, Firefox, Safari, Edge, etc.). Please note that if you block strictly necessary cookies, some features of the shop, such as the cart or checkout, may stop working properly. If you have any questions, write to us at info@vitrina.md.`,
      `Эта политика объясняет, что такое файлы cookie, какие из них использует интернет-магазин Vitrina (vitrina.md) и как вы можете ими управлять. Продолжая пользоваться сайтом, вы соглашаетесь на использование cookie на описанных ниже условиях.

## Что такое cookie

Cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере во время посещения. Благодаря им сайт запоминает, например, товары в корзине, выбранные язык и страну.

## Какие cookie мы используем

Мы используем только cookie, без которых магазин не работает: корзина (cart), недавно просмотренные товары (last_seen), выбранный язык (i18n_redirected) и выбранная страна (country). Сотрудники магазина дополнительно получают cookie входа (auth_token) в панель управления. Аналитических и маркетинговых cookie, а также cookie других компаний мы не используем.

## Как долго они хранятся

Часть cookie удаляется автоматически при закрытии браузера (сессионные cookie), другие хранятся на устройстве до 12 месяцев или до тех пор, пока вы их не удалите.

## Как управлять cookie

Вы можете заблокировать или удалить cookie в настройках браузера (Chrome, Firefox, Safari, Edge и др.). Учтите, что при блокировке строго необходимых cookie некоторые функции магазина, например корзина или оформление заказа, могут работать некорректно. С вопросами пишите нам на info@vitrina.md.`,
      `Тази политика обяснява какво представляват бисквитките, какви бисквитки използва онлайн магазинът Vitrina (vitrina.md) и как можете да ги управлявате. Като продължавате да използвате сайта, вие се съгласявате с използването на бисквитки при описаните по-долу условия.

## Какво представляват бисквитките

Бисквитките са малки текстови файлове, които сайтът записва във вашия браузър, когато го посещавате. Благодарение на тях сайтът помни например продуктите в количката, избрания език и избраната държава.

## Какви бисквитки използваме

Използваме само бисквитките, без които магазинът не може да работи: количката (cart), наскоро разгледаните продукти (last_seen), избрания език (i18n_redirected) и избраната държава (country). Служителите на магазина получават и бисквитка за вход (auth_token) в административния панел. Не използваме аналитични или маркетингови бисквитки, нито бисквитки на други компании.

## Колко време се съхраняват

Някои бисквитки се изтриват автоматично при затваряне на браузъра (сесийни бисквитки), а други остават на устройството ви до 12 месеца или докато не ги изтриете.

## Как да управлявате бисквитките

Можете да блокирате или изтриете бисквитките от настройките на браузъра (Chrome, Firefox, Safari, Edge и др.). Имайте предвид, че ако блокирате строго необходимите бисквитки, някои функции на магазина, като количката или завършването на поръчката, може да не работят правилно. При въпроси ни пишете на info@vitrina.md.`,
    ),
  },
  {
    kind: 'privacy-policy',
    title: L('Politica de confidențialitate', 'Privacy policy', 'Политика конфиденциальности', 'Политика за поверителност'),
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
  },
  {
    kind: 'return-policy',
    title: L('Politica de returnare', 'Return policy', 'Условия возврата', 'Политика за връщане'),
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

## Условия возврата

Товар должен быть в том же состоянии, в каком вы его получили: без следов использования, со всеми аксессуарами, ярлыками и в оригинальной упаковке, вместе с кассовым чеком или счётом-фактурой. По гигиеническим соображениям не подлежат возврату вскрытые товары для личной гигиены (например, электробритвы, электрические зубные щётки или эпиляторы), а также товары, изготовленные на заказ.

## Как вернуть товар

Сообщите нам о возврате по телефону +373 22 845 210 или по адресу info@vitrina.md, указав номер заказа. Вы можете принести товар в наш шоурум по адресу: Кишинёв, ул. Измаил, 88, или мы заберём его курьером. Стоимость обратной доставки оплачивает покупатель, кроме случаев, когда вы получили бракованный или не тот товар.

## Возврат денег

Мы возвращаем оплаченную сумму не позднее 14 дней с момента получения возвращённого товара — тем же способом, которым вы платили, или банковским переводом. Если вы оплачивали картой, деньги обычно поступают на карту в течение 3–5 рабочих дней после оформления возврата.

## Брак и гарантия

Если в товаре обнаружился заводской брак, доставку мы берём на себя и предлагаем на ваш выбор ремонт, замену или возврат денег. На бытовую технику и электронику распространяется гарантия производителя, указанная в гарантийном талоне.`,
      `Искаме всяка покупка да ви радва. Ако продуктът не ви подхожда, можете да го върнете в срок от 14 календарни дни от получаването му, без да посочвате причина.

## Условия за връщане

Продуктът трябва да е в състоянието, в което сте го получили: неизползван, с всички аксесоари, етикети и оригиналната опаковка, заедно с касовата бележка или фактурата. По хигиенни причини не подлежат на връщане отворени продукти за лична хигиена (например самобръсначки, електрически четки за зъби или епилатори), както и продукти, изработени по поръчка.

## Как да върнете продукт

Уведомете ни за връщането на телефон +373 22 845 210 или на info@vitrina.md, като посочите номера на поръчката. Можете да донесете продукта в шоурума ни на ул. „Измаил“ 88 в Кишинев или да го вземем с куриер. Разходите за обратната доставка са за сметка на купувача, освен ако сте получили дефектен или грешен продукт.

## Възстановяване на сумата

Възстановяваме платената сума до 14 дни след получаване на върнатия продукт – по същия начин, по който сте платили, или с банков превод. Ако сте платили с карта, парите обикновено постъпват по картата в рамките на 3–5 работни дни след възстановяването.

## Дефектни продукти и гаранция

Ако продуктът има фабричен дефект, ние поемаме транспорта и ви предлагаме по ваш избор ремонт, замяна или възстановяване на сумата. Електроуредите и електрониката имат гаранция от производителя, посочена в гаранционната карта.`,
    ),
  },
  {
    kind: 'terms-of-use',
    title: L('Termeni și condiții de utilizare', 'Terms of use', 'Пользовательское соглашение', 'Общи условия за ползване'),
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
  },
  demoAbout,
];

export const faq: DemoFaq[] = [
  {
    question: L('Livrați în toată Moldova?', 'Do you deliver across Moldova?', 'Вы доставляете по всей Молдове?', 'Доставяте ли в цяла Молдова?'),
    answer: L(
      'Da. În Chișinău livrăm cu curierii noștri în 1–2 zile lucrătoare, iar în celelalte localități — prin serviciul de curierat partener, în 2–4 zile lucrătoare. Înainte de livrare curierul vă sună pentru a stabili ora.',
      'Yes. In Chișinău our own couriers deliver within 1–2 working days, and everywhere else our partner courier service delivers within 2–4 working days. The courier will call you beforehand to agree on a time.',
      'Да. По Кишинёву заказы доставляют наши курьеры за 1–2 рабочих дня, в другие населённые пункты — курьерская служба-партнёр за 2–4 рабочих дня. Перед доставкой курьер позвонит вам, чтобы договориться о времени.',
      'Да. В Кишинев доставяме с наши куриери за 1–2 работни дни, а в останалите населени места – чрез куриерска фирма партньор за 2–4 работни дни. Преди доставката куриерът ще ви се обади, за да уговорите час.',
    ),
  },
  {
    question: L('Cât costă livrarea?', 'How much does delivery cost?', 'Сколько стоит доставка?', 'Колко струва доставката?'),
    answer: L(
      'Nimic: livrarea este gratuită în toată Moldova, fără sumă minimă, fie că alegeți curierul, poșta sau ridicarea din showroom.',
      'Nothing: delivery is free across Moldova with no minimum order, whether you choose a courier, the post or pickup at our showroom.',
      'Нисколько: доставка по всей Молдове бесплатна и без минимальной суммы заказа — курьером, почтой или самовывозом из шоурума.',
      'Нищо: доставката в цяла Молдова е безплатна и без минимална сума на поръчката – с куриер, по пощата или с вземане от шоурума.',
    ),
  },
  {
    question: L('Pot plăti la livrare?', 'Can I pay on delivery?', 'Можно ли оплатить заказ при получении?', 'Мога ли да платя при доставка?'),
    answer: L(
      'Da, puteți plăti curierului în numerar sau cu cardul, prin terminalul POS pe care îl are la el. Dacă preferați, puteți plăti și prin transfer bancar: datele bancare le vedeți după plasarea comenzii și în e-mailul de confirmare.',
      'Yes, you can pay the courier in cash or by card using the portable card terminal they carry. If you prefer, you can also pay by bank transfer: you will see the bank details once you place the order and in the confirmation email.',
      'Да, вы можете оплатить заказ курьеру наличными или картой через мобильный POS-терминал. При желании можно оплатить заказ и банковским переводом: реквизиты вы увидите после оформления заказа и в письме с подтверждением.',
      'Да, можете да платите на куриера в брой или с карта чрез мобилния ПОС терминал, който носи. Ако предпочитате, можете да платите и с банков превод: банковите данни ще видите след поръчката и в имейла за потвърждение.',
    ),
  },
  {
    question: L('Pot returna un produs?', 'Can I return a product?', 'Можно ли вернуть товар?', 'Мога ли да върна продукт?'),
    answer: L(
      'Da, în termen de 14 zile de la primire, dacă produsul nu a fost folosit și are ambalajul original. Banii vă sunt restituiți în cel mult 14 zile. Toate detaliile le găsiți în Politica de returnare.',
      'Yes, within 14 days of receiving it, provided the product is unused and in its original packaging. We refund your money within 14 days at the latest. You’ll find all the details in our Return policy.',
      'Да, в течение 14 дней с момента получения, если товар не был в употреблении и сохранена оригинальная упаковка. Деньги возвращаются не позднее чем через 14 дней. Подробности — в разделе «Условия возврата».',
      'Да, в срок от 14 дни от получаването, ако продуктът не е използван и е в оригиналната си опаковка. Връщаме парите до 14 дни. Всички подробности ще намерите в Политиката за връщане.',
    ),
  },
  {
    question: L('Produsele au garanție?', 'Do your products come with a warranty?', 'Есть ли на товары гарантия?', 'Имат ли продуктите гаранция?'),
    answer: L(
      'Da. Toate electrocasnicele și produsele electronice sunt originale și au garanție oficială de la 12 până la 36 de luni, în funcție de producător. Certificatul de garanție se află în colet, iar în caz de defect ne puteți contacta direct pe noi.',
      'Yes. All appliances and electronics are genuine and come with an official warranty of 12 to 36 months, depending on the manufacturer. The warranty card is in the parcel, and if anything goes wrong you can contact us directly.',
      'Да. Вся бытовая техника и электроника — оригинальная, с официальной гарантией от 12 до 36 месяцев в зависимости от производителя. Гарантийный талон находится в посылке, а в случае поломки вы можете обратиться напрямую к нам.',
      'Да. Всички електроуреди и електроника са оригинални и имат официална гаранция от 12 до 36 месеца в зависимост от производителя. Гаранционната карта е в пратката, а при дефект можете да се обърнете директно към нас.',
    ),
  },
  {
    question: L('Pot ridica comanda personal?', 'Can I collect my order in person?', 'Можно ли забрать заказ самостоятельно?', 'Мога ли да взема поръчката си лично?'),
    answer: L(
      'Da. La finalizarea comenzii alegeți ridicarea din showroom-ul nostru din str. Ismail 88, Chișinău. Vă anunțăm când comanda este pregătită; ridicarea personală este gratuită.',
      'Yes. At checkout, choose pickup from our showroom at 88 Ismail St, Chișinău. We’ll let you know when your order is ready; collection is free of charge.',
      'Да. При оформлении заказа выберите самовывоз из нашего шоурума по адресу: Кишинёв, ул. Измаил, 88. Когда заказ будет готов, мы вам сообщим; самовывоз бесплатный.',
      'Да. При завършване на поръчката изберете вземане от нашия шоурум на ул. „Измаил“ 88 в Кишинев. Ще ви уведомим, когато поръчката е готова; вземането на място е безплатно.',
    ),
  },
  {
    question: L('Cum aflu în ce stadiu este comanda mea?', 'How can I check the status of my order?', 'Как узнать, на каком этапе мой заказ?', 'Как да разбера на какъв етап е поръчката ми?'),
    answer: L(
      'Imediat după plasare primiți un e-mail cu numărul comenzii și un link către pagina ei, unde vedeți starea actuală; vă scriem din nou la fiecare schimbare a stării. Ne puteți suna și în orele de lucru la +373 22 845 210.',
      'Right after you place it, you’ll receive an email with the order number and a link to its page, which shows its current status; we email you again whenever the status changes. You can also call us during business hours on +373 22 845 210.',
      'Сразу после оформления вы получите письмо с номером заказа и ссылкой на его страницу, где виден текущий статус; при каждом изменении статуса мы пишем вам снова. Можно также позвонить нам в рабочее время по номеру +373 22 845 210.',
      'Веднага след поръчката ще получите имейл с номера ѝ и връзка към страницата ѝ, където се вижда текущият статус; при всяка промяна на статуса ви пишем отново. Можете и да ни се обадите в работно време на +373 22 845 210.',
    ),
  },
  {
    question: L('Emiteți factură fiscală pentru companii?', 'Do you issue tax invoices for companies?', 'Вы выставляете налоговые накладные для компаний?', 'Издавате ли данъчни фактури на фирми?'),
    answer: L(
      'Da. La plasarea comenzii indicați denumirea companiei, iar codul fiscal (IDNO) scrieți-l în nota pentru magazin; noi emitem factura fiscală electronică prin sistemul e-Factura și v-o trimitem pe e-mail.',
      'Yes. When placing the order, enter your company name and write its tax code (IDNO) in the note for the shop, and we’ll issue an electronic tax invoice through the e-Factura system and email it to you.',
      'Да. При оформлении заказа укажите название компании, а фискальный код (IDNO) — в комментарии для магазина, и мы выставим электронную налоговую накладную через систему e-Factura и отправим её вам на почту.',
      'Да. При поръчката посочете името на фирмата, а данъчния ѝ код (IDNO) напишете в бележката за магазина; ние ще издадем електронна данъчна фактура чрез системата e-Factura и ще ви я изпратим по имейл.',
    ),
  },
];
