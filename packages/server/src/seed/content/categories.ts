import type { DemoCategory } from "./types.js";
import { L } from "./localized.js";

export const categories: DemoCategory[] = [
  {
    slug: "bucatarie",
    name: L("Bucătărie", "Kitchen", "Кухня", "Кухня"),
    icon: "kitchen",
    seoTitle: L(
      "Produse pentru bucătărie: vase, ustensile, recipiente",
      "Kitchenware: cookware, utensils and food storage",
      "Товары для кухни: посуда, принадлежности, контейнеры",
      "Всичко за кухнята: съдове, прибори, кутии за храна",
    ),
    seoDescription: L(
      "Tigăi, oale, cuțite și recipiente de la Tefal, Fiskars, Pyrex și alți producători de încredere. Livrare rapidă în Chișinău și în toată Moldova.",
      "Frying pans, pots, knives and food containers from Tefal, Fiskars, Pyrex and other trusted makers. Fast delivery in Chișinău and across Moldova.",
      "Сковороды, кастрюли, ножи и контейнеры от Tefal, Fiskars, Pyrex и других проверенных производителей. Быстрая доставка по Кишинёву и всей Молдове.",
      "Тигани, тенджери, ножове и кутии за храна от Tefal, Fiskars, Pyrex и други доказани марки. Бърза доставка в Кишинев и в цяла Молдова.",
    ),
    children: [
      { slug: "vase-de-gatit", name: L("Vase de gătit", "Cookware", "Посуда для приготовления пищи", "Съдове за готвене"), icon: "pot" },
      {
        slug: "ustensile-de-bucatarie",
        name: L("Ustensile de bucătărie", "Kitchen utensils", "Кухонные принадлежности", "Кухненски принадлежности"),
        icon: "utensils",
      },
      { slug: "depozitare-alimente", name: L("Depozitarea alimentelor", "Food storage", "Хранение продуктов", "Съхранение на храна"), icon: "jar" },
    ],
  },
  {
    slug: "electrocasnice-mici",
    name: L("Electrocasnice mici", "Small appliances", "Мелкая бытовая техника", "Малки електроуреди"),
    icon: "plug",
    seoTitle: L(
      "Electrocasnice mici: espressoare, fierbătoare, aspiratoare",
      "Small appliances: coffee machines, kettles, vacuum cleaners",
      "Мелкая бытовая техника: кофемашины, чайники, пылесосы",
      "Малки електроуреди: кафемашини, кани, прахосмукачки",
    ),
    seoDescription: L(
      "Espressoare, friteuze cu aer cald, roboți de bucătărie și aspiratoare Philips, Bosch, De’Longhi și Xiaomi. Garanție oficială și plata la livrare.",
      "Coffee machines, air fryers, stand mixers and vacuum cleaners from Philips, Bosch, De’Longhi and Xiaomi. Official warranty and cash on delivery.",
      "Кофемашины, аэрогрили, кухонные машины и пылесосы Philips, Bosch, De’Longhi и Xiaomi. Официальная гарантия и оплата при получении.",
      "Кафемашини, еър фрайъри, кухненски роботи и прахосмукачки Philips, Bosch, De’Longhi и Xiaomi. Официална гаранция и плащане при доставка.",
    ),
    children: [
      { slug: "aparate-de-cafea", name: L("Aparate de cafea", "Coffee machines", "Кофемашины и кофеварки", "Кафемашини"), icon: "coffee" },
      {
        slug: "fierbatoare-si-prajitoare",
        name: L("Fierbătoare și prăjitoare de pâine", "Kettles & toasters", "Чайники и тостеры", "Електрически кани и тостери"),
        icon: "kettle",
      },
      { slug: "preparare-alimente", name: L("Prepararea alimentelor", "Food preparation", "Приготовление пищи", "Приготвяне на храна"), icon: "blender" },
      { slug: "aspiratoare", name: L("Aspiratoare", "Vacuum cleaners", "Пылесосы", "Прахосмукачки"), icon: "vacuum" },
    ],
  },
  {
    slug: "casa-si-interior",
    name: L("Casă și interior", "Home & living", "Дом и интерьер", "Дом и интериор"),
    icon: "sofa",
    seoTitle: L(
      "Mobilier, textile și iluminat pentru casă",
      "Furniture, home textiles and lighting",
      "Мебель, домашний текстиль и освещение",
      "Мебели, домашен текстил и осветление",
    ),
    seoDescription: L(
      "Canapele, fotolii, lenjerii de pat, lustre și tot ce trebuie pentru ordine în casă. Prețuri corecte și livrare la ușă în toată Moldova.",
      "Sofas, armchairs, bed linen, ceiling lights and everything you need to keep your home tidy. Fair prices and door-to-door delivery across Moldova.",
      "Диваны, кресла, постельное бельё, люстры и всё для порядка в доме. Честные цены и доставка до двери по всей Молдове.",
      "Дивани, фотьойли, спално бельо, полилеи и всичко за подреден дом. Честни цени и доставка до врата в цяла Молдова.",
    ),
    children: [
      { slug: "mobilier", name: L("Mobilier", "Furniture", "Мебель", "Мебели"), icon: "sofa" },
      { slug: "textile-de-casa", name: L("Textile de casă", "Home textiles", "Домашний текстиль", "Домашен текстил"), icon: "pillow" },
      { slug: "iluminat", name: L("Iluminat", "Lighting", "Освещение", "Осветление"), icon: "lamp" },
      {
        slug: "organizare-si-curatenie",
        name: L("Organizare și curățenie", "Storage & cleaning", "Хранение и уборка", "Съхранение и почистване"),
        icon: "basket",
      },
    ],
  },
  {
    slug: "accesorii-electronice",
    name: L("Accesorii electronice", "Electronics accessories", "Аксессуары для электроники", "Аксесоари за електроника"),
    icon: "laptop",
    seoTitle: L(
      "Căști, încărcătoare, periferice PC și casă inteligentă",
      "Headphones, chargers, PC peripherals and smart home",
      "Наушники, зарядки, периферия для ПК и умный дом",
      "Слушалки, зарядни, компютърна периферия и умен дом",
    ),
    seoDescription: L(
      "Căști Sony și Samsung, boxe JBL, încărcătoare Anker, mouse-uri Logitech și dispozitive smart Xiaomi și TP-Link. Produse originale, cu garanție.",
      "Sony and Samsung headphones, JBL speakers, Anker chargers, Logitech mice and smart devices from Xiaomi and TP-Link. Genuine products with warranty.",
      "Наушники Sony и Samsung, колонки JBL, зарядные устройства Anker, мыши Logitech и умные устройства Xiaomi и TP-Link. Оригинальная продукция с гарантией.",
      "Слушалки Sony и Samsung, тонколони JBL, зарядни Anker, мишки Logitech и смарт устройства Xiaomi и TP-Link. Оригинални продукти с гаранция.",
    ),
    children: [
      { slug: "casti-si-boxe", name: L("Căști și boxe", "Headphones & speakers", "Наушники и колонки", "Слушалки и тонколони"), icon: "headphones" },
      {
        slug: "incarcatoare-si-cabluri",
        name: L("Încărcătoare și cabluri", "Chargers & cables", "Зарядные устройства и кабели", "Зарядни устройства и кабели"),
        icon: "cable",
      },
      { slug: "periferice-pc", name: L("Periferice PC", "PC peripherals", "Периферия для ПК", "Компютърна периферия"), icon: "mouse" },
      { slug: "casa-inteligenta", name: L("Casă inteligentă", "Smart home", "Умный дом", "Умен дом"), icon: "wifi" },
    ],
  },
  {
    slug: "gradina",
    name: L("Grădină", "Garden", "Сад и огород", "Градина"),
    icon: "tree",
    seoTitle: L(
      "Totul pentru grădină: unelte, mobilier, udare, grătare",
      "Garden tools, outdoor furniture, watering and barbecues",
      "Всё для сада: инструменты, мебель, полив, грили",
      "Всичко за градината: инструменти, мебели, поливане, скари",
    ),
    seoDescription: L(
      "Foarfeci și fierăstraie Fiskars, furtunuri Gardena, mașini de tuns iarba Bosch, mobilier de grădină și grătare Weber pentru sezonul cald.",
      "Fiskars pruners and saws, Gardena hoses, Bosch lawn mowers, outdoor furniture and Weber grills for the warm season.",
      "Секаторы и пилы Fiskars, шланги Gardena, газонокосилки Bosch, садовая мебель и грили Weber для тёплого сезона.",
      "Ножици и триони Fiskars, маркучи Gardena, косачки Bosch, градински мебели и скари Weber за топлия сезон.",
    ),
    children: [
      { slug: "unelte-de-gradina", name: L("Unelte de grădină", "Garden tools", "Садовый инструмент", "Градински инструменти"), icon: "shovel" },
      { slug: "mobilier-de-gradina", name: L("Mobilier de grădină", "Garden furniture", "Садовая мебель", "Градински мебели"), icon: "chair" },
      { slug: "udare-si-irigare", name: L("Udare și irigare", "Watering & irrigation", "Полив и орошение", "Поливане и напояване"), icon: "droplet" },
      { slug: "gratare-si-barbecue", name: L("Grătare și barbecue", "Grills & barbecue", "Грили и барбекю", "Скари и барбекю"), icon: "flame" },
    ],
  },
  {
    slug: "copii",
    name: L("Copii", "Kids", "Детские товары", "Детски стоки"),
    icon: "baby",
    seoTitle: L(
      "Jucării, jocuri de societate și produse pentru bebeluși",
      "Toys, board games and baby essentials",
      "Игрушки, настольные игры и товары для малышей",
      "Играчки, настолни игри и всичко за бебето",
    ),
    seoDescription: L(
      "Seturi LEGO, păpuși, jocuri de societate pentru toată familia și produse Philips Avent și Chicco pentru cei mici. Cadouri alese cu grijă.",
      "LEGO sets, dolls, family board games and Philips Avent and Chicco products for the little ones. Gifts chosen with care.",
      "Наборы LEGO, куклы, настольные игры для всей семьи и товары Philips Avent и Chicco для малышей. Подарки, выбранные с заботой.",
      "Комплекти LEGO, кукли, настолни игри за цялото семейство и продукти Philips Avent и Chicco за малчуганите. Подаръци, избрани с грижа.",
    ),
    children: [
      { slug: "jucarii", name: L("Jucării", "Toys", "Игрушки", "Играчки"), icon: "puzzle" },
      { slug: "jocuri-de-societate", name: L("Jocuri de societate", "Board games", "Настольные игры", "Настолни игри"), icon: "dice" },
      { slug: "ingrijire-bebelusi", name: L("Îngrijirea bebelușului", "Baby care", "Уход за малышом", "Грижа за бебето"), icon: "baby" },
    ],
  },
  {
    slug: "sport",
    name: L("Sport și odihnă", "Sports & outdoors", "Спорт и отдых", "Спорт и свободно време"),
    icon: "ball",
    seoTitle: L(
      "Articole sportive: fitness, ciclism, camping",
      "Sports gear: fitness, cycling and camping",
      "Товары для спорта: фитнес, велоспорт, кемпинг",
      "Спортни стоки: фитнес, колоездене, къмпинг",
    ),
    seoDescription: L(
      "Saltele de yoga, gantere, biciclete, corturi și termosuri pentru antrenamente acasă și ieșiri în natură. Alegeți echipamentul potrivit la prețuri bune.",
      "Yoga mats, dumbbells, bikes, tents and flasks for home workouts and trips outdoors. Pick the right gear at good prices.",
      "Коврики для йоги, гантели, велосипеды, палатки и термосы для домашних тренировок и поездок на природу. Подберите снаряжение по хорошей цене.",
      "Постелки за йога, дъмбели, велосипеди, палатки и термоси за тренировки у дома и излети сред природата. Изберете екипировка на добра цена.",
    ),
    children: [
      { slug: "fitness-si-yoga", name: L("Fitness și yoga", "Fitness & yoga", "Фитнес и йога", "Фитнес и йога"), icon: "dumbbell" },
      { slug: "ciclism", name: L("Ciclism", "Cycling", "Велоспорт", "Колоездене"), icon: "bike" },
      { slug: "camping-si-drumetii", name: L("Camping și drumeții", "Camping & hiking", "Кемпинг и туризм", "Къмпинг и туризъм"), icon: "tent" },
    ],
  },
  {
    slug: "frumusete-si-ingrijire",
    name: L("Frumusețe și îngrijire", "Beauty & personal care", "Красота и уход", "Красота и грижа"),
    icon: "spark",
    seoTitle: L(
      "Uscătoare de păr, aparate de ras și periuțe electrice",
      "Hair dryers, shavers and electric toothbrushes",
      "Фены, электробритвы и электрические зубные щётки",
      "Сешоари, самобръсначки и електрически четки за зъби",
    ),
    seoDescription: L(
      "Aparate pentru îngrijirea părului, aparate de ras, epilatoare și periuțe de dinți electrice Philips, Braun, Remington și Oral-B.",
      "Hair styling tools, shavers, epilators and electric toothbrushes from Philips, Braun, Remington and Oral-B.",
      "Приборы для укладки волос, электробритвы, эпиляторы и электрические зубные щётки Philips, Braun, Remington и Oral-B.",
      "Уреди за оформяне на косата, самобръсначки, епилатори и електрически четки за зъби Philips, Braun, Remington и Oral-B.",
    ),
    children: [
      { slug: "ingrijirea-parului", name: L("Îngrijirea părului", "Hair care", "Уход за волосами", "Грижа за косата"), icon: "hairdryer" },
      {
        slug: "aparate-de-ras-si-epilatoare",
        name: L("Aparate de ras și epilatoare", "Shavers & epilators", "Бритвы и эпиляторы", "Самобръсначки и епилатори"),
        icon: "razor",
      },
      { slug: "igiena-orala", name: L("Igienă orală", "Oral care", "Гигиена полости рта", "Орална хигиена"), icon: "tooth" },
    ],
  },
  {
    slug: "birou",
    name: L("Birou și papetărie", "Office & stationery", "Офис и канцелярия", "Офис и канцелария"),
    icon: "pen",
    seoTitle: L(
      "Papetărie, mobilier de birou și accesorii pentru birou",
      "Stationery, office furniture and desk accessories",
      "Канцтовары, офисная мебель и аксессуары для рабочего стола",
      "Канцеларски материали, офис мебели и аксесоари за бюрото",
    ),
    seoDescription: L(
      "Agende Moleskine, pixuri Parker, hârtie A4, scaune ergonomice și birouri reglabile. Ofertă specială și facturare pentru companii.",
      "Moleskine notebooks, Parker pens, A4 paper, ergonomic chairs and height-adjustable desks. Special terms and invoicing for businesses.",
      "Блокноты Moleskine, ручки Parker, бумага А4, эргономичные кресла и регулируемые столы. Специальные условия и счета для компаний.",
      "Тефтери Moleskine, химикалки Parker, хартия А4, ергономични столове и регулируеми бюра. Специални условия и фактури за фирми.",
    ),
    children: [
      { slug: "papetarie", name: L("Papetărie", "Stationery", "Канцтовары", "Канцеларски материали"), icon: "pen" },
      { slug: "mobilier-de-birou", name: L("Mobilier de birou", "Office furniture", "Офисная мебель", "Офис мебели"), icon: "desk" },
      { slug: "organizare-birou", name: L("Organizarea biroului", "Desk organisation", "Организация рабочего места", "Организация на бюрото"), icon: "folder" },
    ],
  },
];
