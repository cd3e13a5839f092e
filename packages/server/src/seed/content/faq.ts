import type { DemoFaq, DemoPage } from "./types.js";
import { L } from "./localized.js";

/** The demo shop's FAQ page: the introduction above the questions. */
export const demoFaqPage: DemoPage = {
  kind: "faq",
  title: L("Întrebări frecvente", "Frequently asked questions", "Часто задаваемые вопросы", "Често задавани въпроси"),
  body: L(
    "Aici am adunat răspunsurile la cele mai frecvente întrebări despre comenzi, livrare, plată și returnare. Dacă nu ați găsit ce căutați, sunați-ne la +373 22 845 210 sau scrieți-ne la info@vitrina.md — vă răspundem în aceeași zi lucrătoare.",
    "Here are the answers to the questions we hear most often about orders, delivery, payment and returns. If you can’t find what you’re looking for, call us on +373 22 845 210 or write to info@vitrina.md — we reply on the same working day.",
    "Здесь собраны ответы на самые частые вопросы о заказах, доставке, оплате и возврате. Если вы не нашли нужной информации, позвоните нам по номеру +373 22 845 210 или напишите на info@vitrina.md — мы ответим в тот же рабочий день.",
    "Тук сме събрали отговорите на най-често задаваните въпроси за поръчките, доставката, плащането и връщането. Ако не сте намерили това, което търсите, обадете ни се на +373 22 845 210 или ни пишете на info@vitrina.md – отговаряме в същия работен ден.",
  ),
};

/** The demo shop's questions and answers. */
export const demoFaq: DemoFaq[] = [
  {
    question: L("Livrați în toată Moldova?", "Do you deliver across Moldova?", "Вы доставляете по всей Молдове?", "Доставяте ли в цяла Молдова?"),
    answer: L(
      "Da. În Chișinău livrăm cu curierii noștri în 1–2 zile lucrătoare, iar în celelalte localități — prin serviciul de curierat partener, în 2–4 zile lucrătoare. Înainte de livrare curierul vă sună pentru a stabili ora.",
      "Yes. In Chișinău our own couriers deliver within 1–2 working days, and everywhere else our partner courier service delivers within 2–4 working days. The courier will call you beforehand to agree on a time.",
      "Да. По Кишинёву заказы доставляют наши курьеры за 1–2 рабочих дня, в другие населённые пункты — курьерская служба-партнёр за 2–4 рабочих дня. Перед доставкой курьер позвонит вам, чтобы договориться о времени.",
      "Да. В Кишинев доставяме с наши куриери за 1–2 работни дни, а в останалите населени места – чрез куриерска фирма партньор за 2–4 работни дни. Преди доставката куриерът ще ви се обади, за да уговорите час.",
    ),
  },
  {
    question: L("Cât costă livrarea?", "How much does delivery cost?", "Сколько стоит доставка?", "Колко струва доставката?"),
    answer: L(
      "Nimic: livrarea este gratuită în toată Moldova, fără sumă minimă, fie că alegeți curierul, poșta sau ridicarea din showroom.",
      "Nothing: delivery is free across Moldova with no minimum order, whether you choose a courier, the post or pickup at our showroom.",
      "Нисколько: доставка по всей Молдове бесплатна и без минимальной суммы заказа — курьером, почтой или самовывозом из шоурума.",
      "Нищо: доставката в цяла Молдова е безплатна и без минимална сума на поръчката – с куриер, по пощата или с вземане от шоурума.",
    ),
  },
  {
    question: L("Pot plăti la livrare?", "Can I pay on delivery?", "Можно ли оплатить заказ при получении?", "Мога ли да платя при доставка?"),
    answer: L(
      "Da, puteți plăti curierului în numerar sau cu cardul, prin terminalul POS pe care îl are la el. Dacă preferați, puteți plăti și prin transfer bancar: datele bancare le vedeți după plasarea comenzii și în e-mailul de confirmare.",
      "Yes, you can pay the courier in cash or by card using the portable card terminal they carry. If you prefer, you can also pay by bank transfer: you will see the bank details once you place the order and in the confirmation email.",
      "Да, вы можете оплатить заказ курьеру наличными или картой через мобильный POS-терминал. При желании можно оплатить заказ и банковским переводом: реквизиты вы увидите после оформления заказа и в письме с подтверждением.",
      "Да, можете да платите на куриера в брой или с карта чрез мобилния ПОС терминал, който носи. Ако предпочитате, можете да платите и с банков превод: банковите данни ще видите след поръчката и в имейла за потвърждение.",
    ),
  },
  {
    question: L("Pot returna un produs?", "Can I return a product?", "Можно ли вернуть товар?", "Мога ли да върна продукт?"),
    answer: L(
      "Da, în termen de 14 zile de la primire, dacă produsul nu a fost folosit și are ambalajul original. Banii vă sunt restituiți în cel mult 14 zile. Toate detaliile le găsiți în Politica de retur.",
      "Yes, within 14 days of receiving it, provided the product is unused and in its original packaging. We refund your money within 14 days at the latest. You’ll find all the details in our Return policy.",
      "Да, в течение 14 дней с момента получения, если товар не был в употреблении и сохранена оригинальная упаковка. Деньги возвращаются не позднее чем через 14 дней. Подробности — в разделе «Условия возврата».",
      "Да, в срок от 14 дни от получаването, ако продуктът не е използван и е в оригиналната си опаковка. Връщаме парите до 14 дни. Всички подробности ще намерите на страницата „Политика за връщане“.",
    ),
  },
  {
    question: L("Produsele au garanție?", "Do your products come with a warranty?", "Есть ли на товары гарантия?", "Имат ли продуктите гаранция?"),
    answer: L(
      "Da. Toate electrocasnicele și produsele electronice sunt originale și au garanție oficială de la 12 până la 36 de luni, în funcție de producător. Certificatul de garanție se află în colet, iar în caz de defect ne puteți contacta direct pe noi.",
      "Yes. All appliances and electronics are genuine and come with an official warranty of 12 to 36 months, depending on the manufacturer. The warranty card is in the parcel, and if anything goes wrong you can contact us directly.",
      "Да. Вся бытовая техника и электроника — оригинальная, с официальной гарантией от 12 до 36 месяцев в зависимости от производителя. Гарантийный талон находится в посылке, а в случае поломки вы можете обратиться напрямую к нам.",
      "Да. Всички електроуреди и електроника са оригинални и имат официална гаранция от 12 до 36 месеца в зависимост от производителя. Гаранционната карта е в пратката, а при дефект можете да се обърнете директно към нас.",
    ),
  },
  {
    question: L(
      "Pot ridica comanda personal?",
      "Can I collect my order in person?",
      "Можно ли забрать заказ самостоятельно?",
      "Мога ли да взема поръчката си лично?",
    ),
    answer: L(
      "Da. La finalizarea comenzii alegeți ridicarea din showroom-ul nostru din str. Ismail 88, Chișinău. Vă anunțăm când comanda este pregătită; ridicarea personală este gratuită.",
      "Yes. At checkout, choose pickup from our showroom at 88 Ismail St, Chișinău. We’ll let you know when your order is ready; collection is free of charge.",
      "Да. При оформлении заказа выберите самовывоз из нашего шоурума по адресу: Кишинёв, ул. Измаил, 88. Когда заказ будет готов, мы вам сообщим; самовывоз бесплатный.",
      "Да. При завършване на поръчката изберете вземане от нашия шоурум на ул. „Измаил“ 88 в Кишинев. Ще ви уведомим, когато поръчката е готова; вземането на място е безплатно.",
    ),
  },
  {
    question: L(
      "Cum aflu în ce stadiu este comanda mea?",
      "How can I check the status of my order?",
      "Как узнать, на каком этапе мой заказ?",
      "Как да разбера на какъв етап е поръчката ми?",
    ),
    answer: L(
      "Imediat după plasare primiți un e-mail cu numărul comenzii și un link către pagina ei, unde vedeți starea actuală; vă scriem din nou la fiecare schimbare a stării. Ne puteți suna și în orele de lucru la +373 22 845 210.",
      "Right after you place it, you’ll receive an email with the order number and a link to its page, which shows its current status; we email you again whenever the status changes. You can also call us during business hours on +373 22 845 210.",
      "Сразу после оформления вы получите письмо с номером заказа и ссылкой на его страницу, где виден текущий статус; при каждом изменении статуса мы пишем вам снова. Можно также позвонить нам в рабочее время по номеру +373 22 845 210.",
      "Веднага след поръчката ще получите имейл с номера ѝ и връзка към страницата ѝ, където се вижда текущият статус; при всяка промяна на статуса ви пишем отново. Можете и да ни се обадите в работно време на +373 22 845 210.",
    ),
  },
  {
    question: L(
      "Emiteți factură fiscală pentru companii?",
      "Do you issue tax invoices for companies?",
      "Вы выставляете налоговые накладные для компаний?",
      "Издавате ли данъчни фактури на фирми?",
    ),
    answer: L(
      "Da. La plasarea comenzii indicați denumirea companiei, iar codul fiscal (IDNO) scrieți-l în nota pentru magazin; noi emitem factura fiscală electronică prin sistemul e-Factura și v-o trimitem pe e-mail.",
      "Yes. When placing the order, enter your company name and write its tax code (IDNO) in the note for the shop, and we’ll issue an electronic tax invoice through the e-Factura system and email it to you.",
      "Да. При оформлении заказа укажите название компании, а фискальный код (IDNO) — в комментарии для магазина, и мы выставим электронную налоговую накладную через систему e-Factura и отправим её вам на почту.",
      "Да. При поръчката посочете името на фирмата, а данъчния ѝ код (IDNO) напишете в бележката за магазина; ние ще издадем електронна данъчна фактура чрез системата e-Factura и ще ви я изпратим по имейл.",
    ),
  },
];

/** An empty shop's FAQ page: the introduction above the questions. */
export const neutralFaqPage: DemoPage = {
  kind: "faq",
  title: L("Întrebări frecvente", "Frequently asked questions", "Часто задаваемые вопросы", "Често задавани въпроси"),
  body: L(
    "Aici găsiți răspunsurile la cele mai frecvente întrebări despre comenzi, plată, livrare și returnare. Dacă nu ați găsit ce căutați, scrieți magazinului prin formularul de pe pagina Contacte.",
    "Here are the answers to the most common questions about ordering, payment, delivery and returns. If you can’t find what you’re looking for, write to the shop using the form on the Contact page.",
    "Здесь собраны ответы на самые частые вопросы о заказе, оплате, доставке и возврате. Если вы не нашли нужной информации, напишите магазину через форму на странице «Контакты».",
    "Тук ще намерите отговорите на най-често задаваните въпроси за поръчките, плащането, доставката и връщането. Ако не сте намерили това, което търсите, пишете на магазина чрез формата на страницата „Контакти“.",
  ),
};

/** An empty shop's questions and answers: only what the software does for every shop. */
export const neutralFaq: DemoFaq[] = [
  {
    question: L(
      "Am nevoie de cont pentru a comanda?",
      "Do I need an account to order?",
      "Нужна ли регистрация, чтобы сделать заказ?",
      "Нужна ли е регистрация, за да поръчам?",
    ),
    answer: L(
      "Nu. Comenzile se plasează fără cont: adăugați produsele în coș, completați datele de livrare, alegeți metoda de livrare și de plată și trimiteți comanda.",
      "No. You order as a guest: add products to your cart, fill in your delivery details, choose how you want your order delivered and paid for, and place the order.",
      "Нет. Заказ оформляется без регистрации: добавьте товары в корзину, укажите данные для доставки, выберите способ доставки и оплаты и отправьте заказ.",
      "Не. Поръчките се правят без регистрация: добавете продуктите в количката, попълнете данните за доставка, изберете начин на доставка и плащане и изпратете поръчката.",
    ),
  },
  {
    question: L("Cum pot plăti?", "How can I pay?", "Как можно оплатить заказ?", "Как мога да платя?"),
    answer: L(
      "În numerar sau cu cardul la primirea comenzii ori prin transfer bancar. Dacă alegeți transferul bancar, datele bancare ale magazinului apar pe pagina de confirmare a comenzii și în e-mailul de confirmare; indicați numărul comenzii ca referință a plății.",
      "In cash or by card when you receive your order, or by bank transfer. If you choose bank transfer, the shop’s bank details are shown on the order confirmation page and in the confirmation email; use your order number as the payment reference.",
      "Наличными или картой при получении либо банковским переводом. Если вы выбрали перевод, банковские реквизиты магазина будут указаны на странице подтверждения заказа и в письме с подтверждением; в назначении платежа укажите номер заказа.",
      "В брой или с карта при получаване на поръчката, или с банков превод. Ако изберете банков превод, банковите данни на магазина се показват на страницата за потвърждение на поръчката и в имейла за потвърждение; като основание за плащане посочете номера на поръчката.",
    ),
  },
  {
    question: L("Cât costă livrarea?", "How much does delivery cost?", "Сколько стоит доставка?", "Колко струва доставката?"),
    answer: L(
      "Depinde de metoda de livrare și de țară. La finalizarea comenzii vedeți prețul fiecărei metode oferite de magazin și totalul cu livrare, înainte de a trimite comanda.",
      "It depends on the delivery method and the country. At checkout you see the price of each method the shop offers and the total with delivery before you place the order.",
      "Это зависит от способа доставки и страны. При оформлении заказа вы видите стоимость каждого способа, который предлагает магазин, и итоговую сумму с доставкой до отправки заказа.",
      "Зависи от начина на доставка и от държавата. При поръчката виждате цената на всеки начин, който магазинът предлага, и общата сума с доставката, преди да изпратите поръчката.",
    ),
  },
  {
    question: L(
      "În ce țări livrează magazinul?",
      "Which countries does the shop deliver to?",
      "В какие страны доставляет магазин?",
      "До кои държави доставя магазинът?",
    ),
    answer: L(
      "În Republica Moldova, România și Bulgaria. Țara o alegeți în adresa de livrare, iar numărul de telefon trebuie să fie valabil pentru țara respectivă.",
      "Moldova, Romania and Bulgaria. You choose the country in your delivery address, and your phone number must be valid for that country.",
      "В Республику Молдова, Румынию и Болгарию. Страну вы выбираете в адресе доставки, а номер телефона должен соответствовать этой стране.",
      "До Република Молдова, Румъния и България. Държавата избирате в адреса за доставка, а телефонният номер трябва да е валиден за нея.",
    ),
  },
  {
    question: L("În ce monedă sunt prețurile?", "What currency are prices in?", "В какой валюте указаны цены?", "В каква валута са цените?"),
    answer: L(
      "Toate prețurile sunt în lei moldovenești (MDL), inclusiv pentru comenzile livrate în România sau Bulgaria. Pentru comandă se aplică prețul afișat în momentul plasării ei.",
      "All prices are in Moldovan lei (MDL), including for orders delivered to Romania or Bulgaria. Your order is charged at the price shown when you place it.",
      "Все цены указаны в молдавских леях (MDL), в том числе для заказов с доставкой в Румынию и Болгарию. К заказу применяется цена, действующая на момент его оформления.",
      "Всички цени са в молдовски леи (MDL), включително за поръчките с доставка до Румъния или България. За поръчката важи цената, показана в момента, в който я правите.",
    ),
  },
  {
    question: L(
      "Comanda mea este confirmată imediat?",
      "Is my order confirmed straight away?",
      "Подтверждается ли заказ сразу?",
      "Потвърждава ли се поръчката веднага?",
    ),
    answer: L(
      "Nu imediat. După plasare primiți un e-mail cu numărul comenzii, iar comanda are starea „Primită”. Apoi magazinul o verifică și o confirmă, iar atunci primiți un nou e-mail.",
      "Not straight away. After you place it, you receive an email with the order number, and the order’s status is “Received”. The shop then checks and confirms it, and you receive another email when it does.",
      "Не сразу. После оформления вы получаете письмо с номером заказа, а заказ получает статус «Принят». Затем магазин проверяет и подтверждает его, и вы получаете об этом новое письмо.",
      "Не веднага. След поръчката получавате имейл с номера ѝ, а поръчката е със статус „Получена“. След това магазинът я проверява и потвърждава, за което получавате нов имейл.",
    ),
  },
  {
    question: L(
      "Cum aflu în ce stadiu este comanda mea?",
      "How can I check the status of my order?",
      "Как узнать, на каком этапе мой заказ?",
      "Как да разбера на какъв етап е поръчката ми?",
    ),
    answer: L(
      "E-mailul de confirmare conține un link către pagina comenzii, unde vedeți starea ei: primită, confirmată, expediată, livrată sau anulată. La fiecare schimbare a stării primiți și un e-mail.",
      "The confirmation email contains a link to your order’s page, which shows its status: received, confirmed, shipped, delivered or cancelled. You also get an email whenever the status changes.",
      "В письме с подтверждением есть ссылка на страницу заказа, где виден его статус: принят, подтверждён, отправлен, доставлен или отменён. При каждом изменении статуса вы также получаете письмо.",
      "Имейлът за потвърждение съдържа връзка към страницата на поръчката, където се вижда статусът ѝ: получена, потвърдена, изпратена, доставена или анулирана. При всяка промяна на статуса получавате и имейл.",
    ),
  },
  {
    question: L("Pot returna un produs?", "Can I return a product?", "Можно ли вернуть товар?", "Мога ли да върна продукт?"),
    answer: L(
      "Da. Pentru cumpărăturile la distanță, legea privind protecția consumatorilor vă oferă, de regulă, 14 zile de la primirea produsului pentru a renunța la cumpărare. Toate detaliile le găsiți în Politica de retur.",
      "Yes. For purchases made at a distance, consumer protection law generally gives you 14 days from receiving the product to cancel the purchase. You’ll find all the details in the Return policy.",
      "Да. При дистанционной покупке закон о защите прав потребителей, как правило, даёт вам 14 дней с момента получения товара, чтобы отказаться от покупки. Подробности — в разделе «Условия возврата».",
      "Да. При покупки от разстояние законът за защита на потребителите по правило ви дава 14 дни от получаването на продукта, за да се откажете от покупката. Всички подробности ще намерите на страницата „Политика за връщане“.",
    ),
  },
];
