import type { DemoGeneral, DemoSeo, DemoSlider } from "./types.js";
import { L } from "./localized.js";
import { aboutSeo } from "./about.js";

export const sliders: DemoSlider[] = [
  {
    title: L("Cafea ca la cafenea, acasă", "Café-quality coffee at home", "Кофе как в кофейне — у вас дома", "Кафе като в кафенето – у дома"),
    subtitle: L(
      "Espressoare De'Longhi și Philips la prețuri speciale",
      "De'Longhi and Philips espresso machines at special prices",
      "Кофемашины De'Longhi и Philips по специальным ценам",
      "Кафемашини De'Longhi и Philips на специални цени",
    ),
    link: "/category/aparate-de-cafea/",
    colour: "#6f4e37",
  },
  {
    title: L("Sezonul de grădină a început", "Garden season is here", "Дачный сезон открыт", "Градинският сезон започна"),
    subtitle: L(
      "Unelte, mobilier și grătare pentru curtea dumneavoastră",
      "Tools, furniture and grills for your backyard",
      "Инструменты, мебель и грили для вашего двора",
      "Инструменти, мебели и скари за вашия двор",
    ),
    link: "/category/gradina/",
    colour: "#2e7d32",
  },
  {
    title: L("Confort în fiecare cameră", "Comfort in every room", "Уют в каждой комнате", "Уют във всяка стая"),
    subtitle: L(
      "Canapele, textile și iluminat, cu livrare gratuită în toată Moldova",
      "Sofas, textiles and lighting, with free delivery across Moldova",
      "Диваны, текстиль и освещение с бесплатной доставкой по всей Молдове",
      "Дивани, текстил и осветление с безплатна доставка в цяла Молдова",
    ),
    link: "/category/casa-si-interior/",
    colour: "#8d6e63",
  },
];

export const seo: DemoSeo[] = [
  {
    kind: "home",
    title: L(
      "{shop} — magazin online de produse pentru casă, bucătărie și grădină în Moldova",
      "{shop} — online store for home, kitchen and garden in Moldova",
      "{shop} — интернет-магазин товаров для дома, кухни и сада в Молдове",
      "{shop} – онлайн магазин за дома, кухнята и градината в Молдова",
    ),
    description: L(
      "Electrocasnice, accesorii electronice, mobilier, jucării și articole sportive la prețuri bune. Livrare rapidă în Chișinău și în toată Moldova, cu plata la livrare.",
      "Appliances, electronics accessories, furniture, toys and sports gear at good prices. Fast delivery in Chișinău and across Moldova, with cash on delivery.",
      "Бытовая техника, аксессуары для электроники, мебель, игрушки и товары для спорта по выгодным ценам. Быстрая доставка по Кишинёву и всей Молдове, оплата при получении.",
      "Електроуреди, аксесоари за електроника, мебели, играчки и спортни стоки на добри цени. Бърза доставка в Кишинев и в цяла Молдова, с плащане при доставка.",
    ),
  },
  {
    kind: "category",
    title: L(
      "{name} — cumpărați online la prețuri bune | {shop}",
      "{name} — buy online at great prices | {shop}",
      "{name} — купить в Кишинёве и по всей Молдове | {shop}",
      "{name} – купете онлайн на добри цени | {shop}",
    ),
    description: L(
      "{name} la {shop}: produse originale, prețuri corecte în lei, livrare rapidă în toată Moldova și plata la livrare.",
      "{name} at {shop}: genuine products, fair prices in lei, fast delivery across Moldova and cash on delivery.",
      "{name} в магазине {shop}: оригинальные товары, честные цены в леях, быстрая доставка по всей Молдове и оплата при получении.",
      "{name} от {shop}: оригинални продукти, честни цени в леи, бърза доставка в цяла Молдова и плащане при доставка.",
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
      "{name} la {shop}: descriere, caracteristici, preț și livrare în toată Moldova.",
      "{name} at {shop}: description, specifications, price and delivery across Moldova.",
      "{name} в магазине {shop}: описание, характеристики, цена и доставка по всей Молдове.",
      "{name} от {shop}: описание, характеристики, цена и доставка в цяла Молдова.",
    ),
  },
  {
    kind: "search",
    title: L("Rezultatele căutării | {shop}", "Search results | {shop}", "Результаты поиска | {shop}", "Резултати от търсенето | {shop}"),
    description: L(
      "Căutați produse pentru casă, bucătărie, grădină și nu numai în magazinul online {shop}.",
      "Search for products for the home, kitchen, garden and more at the {shop} online store.",
      "Ищите товары для дома, кухни, сада и не только в интернет-магазине {shop}.",
      "Търсете продукти за дома, кухнята, градината и още в онлайн магазина {shop}.",
    ),
  },
  {
    kind: "contacts",
    title: L("Contacte | {shop}", "Contact us | {shop}", "Контакты | {shop}", "Контакти | {shop}"),
    description: L(
      "Adresa showroom-ului din Chișinău, numerele de telefon, e-mailul și programul de lucru al magazinului {shop}.",
      "The address of our Chișinău showroom, phone numbers, email and opening hours of {shop}.",
      "Адрес шоурума в Кишинёве, телефоны, электронная почта и график работы магазина {shop}.",
      "Адрес на шоурума в Кишинев, телефони, имейл и работно време на магазина {shop}.",
    ),
  },
  {
    kind: "faq",
    title: L("Întrebări frecvente | {shop}", "FAQ | {shop}", "Часто задаваемые вопросы | {shop}", "Често задавани въпроси | {shop}"),
    description: L(
      "Răspunsuri despre livrare, plata la livrare, returnarea produselor și garanție la {shop}.",
      "Answers about delivery, cash on delivery, returns and warranty at {shop}.",
      "Ответы на вопросы о доставке, оплате при получении, возврате товаров и гарантии в магазине {shop}.",
      "Отговори за доставката, плащането при доставка, връщането на продукти и гаранцията в магазина {shop}.",
    ),
  },
  {
    kind: "cookies-policy",
    title: L("Politica de cookie-uri | {shop}", "Cookie policy | {shop}", "Политика использования файлов cookie | {shop}", "Политика за бисквитките | {shop}"),
    description: L(
      "Aflați ce cookie-uri folosește {shop} și cum le puteți gestiona în browser.",
      "Find out which cookies {shop} uses and how to manage them in your browser.",
      "Узнайте, какие файлы cookie использует {shop} и как управлять ими в браузере.",
      "Научете какви бисквитки използва {shop} и как да ги управлявате в браузъра.",
    ),
  },
  {
    kind: "privacy-policy",
    title: L("Politica de confidențialitate | {shop}", "Privacy policy | {shop}", "Политика конфиденциальности | {shop}", "Политика за поверителност | {shop}"),
    description: L(
      "Cum colectează, folosește și protejează {shop} datele dumneavoastră cu caracter personal.",
      "How {shop} collects, uses and protects your personal data.",
      "Как {shop} собирает, использует и защищает ваши персональные данные.",
      "Как {shop} събира, използва и защитава личните ви данни.",
    ),
  },
  {
    kind: "return-policy",
    title: L("Politica de retur | {shop}", "Return policy | {shop}", "Условия возврата | {shop}", "Политика за връщане | {shop}"),
    description: L(
      "Returnați produsele în 14 zile și primiți banii înapoi. Condițiile de returnare și rambursare la {shop}.",
      "Return products within 14 days and get your money back. Return and refund terms at {shop}.",
      "Верните товар в течение 14 дней и получите деньги обратно. Условия возврата и возмещения в магазине {shop}.",
      "Върнете продукт до 14 дни и си получете парите обратно. Условия за връщане и възстановяване на сумата в магазина {shop}.",
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
      "Verificați produsele din coș și costul livrării, apoi finalizați comanda în câțiva pași.",
      "Review the items in your cart and the delivery cost, then check out in a few steps.",
      "Проверьте товары в корзине и стоимость доставки и оформите заказ в несколько шагов.",
      "Прегледайте продуктите в количката и цената на доставката и завършете поръчката с няколко стъпки.",
    ),
  },
  {
    kind: "checkout",
    title: L("Finalizarea comenzii | {shop}", "Checkout | {shop}", "Оформление заказа | {shop}", "Завършване на поръчката | {shop}"),
    description: L(
      "Introduceți datele de livrare și alegeți metoda de plată: numerar sau card la livrare ori transfer bancar.",
      "Enter your delivery details and choose how to pay: cash or card on delivery, or bank transfer.",
      "Укажите данные для доставки и выберите способ оплаты: наличными или картой при получении либо банковским переводом.",
      "Въведете данните за доставка и изберете начин на плащане: в брой или с карта при доставка, или с банков превод.",
    ),
  },
  aboutSeo,
];

export const general: DemoGeneral = {
  addresses: [
    L(
      "mun. Chișinău, str. Ismail 88, MD-2001 (showroom și punct de ridicare)",
      "88 Ismail St, Chișinău MD-2001, Moldova (showroom and pickup point)",
      "мун. Кишинёв, ул. Измаил, 88, MD-2001 (шоурум и пункт выдачи)",
      "Кишинев, ул. „Измаил“ 88, MD-2001 (шоурум и пункт за получаване)",
    ),
    L(
      "mun. Chișinău, bd. Dacia 47, MD-2062 (depozit)",
      "47 Dacia Blvd, Chișinău MD-2062, Moldova (warehouse)",
      "мун. Кишинёв, бул. Дачия, 47, MD-2062 (склад)",
      "Кишинев, бул. „Дачия“ 47, MD-2062 (склад)",
    ),
  ],
  pickupAddresses: [
    L(
      "mun. Chișinău, str. Ismail 88, MD-2001 (showroom)",
      "88 Ismail St, Chișinău MD-2001, Moldova (showroom)",
      "мун. Кишинёв, ул. Измаил, 88, MD-2001 (шоурум)",
      "Кишинев, ул. „Измаил“ 88, MD-2001 (шоурум)",
    ),
  ],
  emails: ["info@vitrina.md", "support@vitrina.md"],
  phones: ["+373 22 845 210", "+373 69 412 387"],
  salesPhones: ["+373 22 845 211", "+373 79 305 118"],
  salesEmails: ["sales@vitrina.md", "b2b@vitrina.md"],
  schedule: L(
    "Luni–vineri: 09:00–19:00; sâmbătă: 10:00–16:00; duminică: zi liberă",
    "Mon–Fri: 9 am–7 pm; Sat: 10 am–4 pm; Sun: closed",
    "Пн–пт: 09:00–19:00; сб: 10:00–16:00; вс: выходной",
    "пон.–пет.: 09:00–19:00; съб.: 10:00–16:00; нед.: почивен ден",
  ),
  socials: [
    { name: "Facebook", url: "https://www.facebook.com/vitrina.md", code: "facebook" },
    { name: "Instagram", url: "https://www.instagram.com/vitrina.md", code: "instagram" },
    { name: "TikTok", url: "https://www.tiktok.com/@vitrina.md", code: "tiktok" },
    { name: "YouTube", url: "https://www.youtube.com/@vitrinamd", code: "youtube" },
  ],
};

/** Products shown on the home page. */
export const homeProductSlugs: string[] = [
  "espressor-delonghi-magnifica-s-ecam-22-110-b",
  "friteuza-aer-cald-philips-airfryer-xl-hd9270",
  "canapea-extensibila-oslo-3-locuri-gri",
  "casti-wireless-sony-wh-1000xm5",
  "lego-city-60320-statia-de-pompieri",
  "set-mobilier-gradina-keter-corfu-4-locuri",
  "aspirator-vertical-xiaomi-g10",
  "periuta-electrica-oral-b-pro-3-3000",
];

/** Products shown in the "bestsellers" block (distinct from the home products). */
export const bestsellerSlugs: string[] = [
  "tigaie-tefal-unlimited-28-cm",
  "fierbator-electric-xiaomi-kettle-2",
  "boxa-portabila-jbl-flip-6",
  "baterie-externa-xiaomi-redmi-20000-mah",
  "cos-rufe-tesut-bumbac-compactor-60-l",
  "saltea-yoga-domyos-6-mm",
  "mouse-wireless-logitech-mx-master-3s",
  "termos-stanley-classic-1-l",
];
