// Sample staff-dashboard data for the dashboard views' stories (not exported from the package).
import type {
  AdminCategory,
  AdminOrder,
  AdminOrderSummary,
  AdminProduct,
  AdminSlider,
  AuditEntry,
  ContactMessage,
  LocaleSettings,
  LocalizedText,
  Overview,
  Page,
  AdminSeoSetting,
  StaffAccount,
  StaffUser,
  UploadedImage,
} from "@vitrina/core";
import { sampleImage, sampleOrder, sampleProducts } from "../components/catalog/fixtures.js";
import type { ProductDraft } from "./ProductForm.js";

/** A text in the four languages (Romanian first, as the shop writes them). */
export const lt = (ro: string, en = "", ru = "", bg = ""): LocalizedText => ({ ro, en, ru, bg });

/** An uploaded picture drawn inline. */
export const sampleUpload = (id: number, width = 640, height = 640): UploadedImage => ({ id, ...sampleImage(id * 37, width, height) });

/** A picture "uploaded" from a chosen file (shown from the file itself, nothing is sent). */
export const uploadedFrom = (file: File, id: number, width = 640, height = 640): UploadedImage => {
  const url = URL.createObjectURL(file);
  return { id, url, srcset: `${url} ${width}w`, width, height };
};

/** Staff accounts. */
export const adminUser: StaffUser = { id: 1, email: "elena.rusu@vitrina.md", name: "Elena Rusu", role: "admin" };
export const managerUser: StaffUser = { id: 2, email: "ion.ceban@vitrina.md", name: "Ion Ceban", role: "manager" };
export const staffUsers: ReadonlyArray<StaffUser> = [
  adminUser,
  managerUser,
  { id: 3, email: "mariana.lungu@vitrina.md", name: "Mariana Lungu", role: "manager" },
  { id: 4, email: "alexandru-constantin.munteanu-ciobanu@vitrina.md", name: "Alexandru-Constantin Munteanu-Ciobanu", role: "manager" },
];
/** The staff as the staff screen lists them: one manager is disabled. */
export const staffAccounts: ReadonlyArray<StaffAccount> = staffUsers.map((u) => ({ ...u, status: u.id === 3 ? "disabled" : "active", version: 1 }));

/** Messages as the dashboard's screens pass them (already in Romanian, the stories' default language). */
export const messages = {
  saved: { kind: "ok", text: "Salvat." },
  failed: { kind: "error", text: "Ceva nu a mers. Încercați din nou." },
  forbidden: { kind: "error", text: "Rolul dumneavoastră nu permite această acțiune." },
  categoryNotEmpty: { kind: "error", text: "O categorie cu produse sau subcategorii nu poate fi ștearsă." },
  passwordChanged: { kind: "ok", text: "Parola a fost schimbată; celelalte sesiuni au fost închise." },
  wrongCurrent: { kind: "error", text: "Parola actuală este greșită." },
  staffUpdated: { kind: "ok", text: "Contul a fost actualizat." },
} as const;

/** The category tree of a home and kitchen shop. */
export const adminCategories: ReadonlyArray<AdminCategory> = (
  [
    [1, "bucatarie", lt("Bucătărie", "Kitchen", "Кухня", "Кухня"), "kitchen", null, 0, true, 0],
    [2, "vase-de-gatit", lt("Vase de gătit", "Cookware", "Посуда для готовки", "Съдове за готвене"), null, 1, 0, true, 42],
    [3, "ustensile-de-bucatarie", lt("Ustensile de bucătărie", "Kitchen utensils", "Кухонные принадлежности", "Кухненски прибори"), null, 1, 1, true, 67],
    [4, "electrocasnice-mici", lt("Electrocasnice mici", "Small appliances", "Мелкая бытовая техника", "Малки уреди"), null, 1, 2, true, 31],
    [5, "depozitare", lt("Depozitare", "Storage", "Хранение", "Съхранение"), "box", null, 1, true, 0],
    [6, "depozitarea-alimentelor", lt("Depozitarea alimentelor", "Food storage", "Хранение продуктов", "Съхранение на храна"), null, 5, 0, true, 18],
    [
      7,
      "organizatoare-pentru-dulapuri",
      lt("Organizatoare pentru dulapuri, sertare și cămări de dimensiuni mici", "Organisers for cupboards, drawers and small pantries"),
      null,
      5,
      1,
      true,
      5,
    ],
    [8, "baie", lt("Baie", "Bathroom", "Ванная", "Баня"), "bath", null, 2, false, 0],
  ] as const
).map(([id, slug, name, icon, parent_id, position, active, product_count]) => ({
  id,
  uuid: `c-${id}`,
  slug,
  name,
  icon,
  parent_id,
  position,
  active,
  version: 1,
  seo_title: null,
  seo_description: null,
  product_count,
}));

const translations: Record<number, Omit<LocalizedText, "ro">> = {
  1: { en: "Tefal Unlimited frying pan, 28 cm", ru: "Сковорода Tefal Unlimited, 28 см", bg: "Тиган Tefal Unlimited, 28 см" },
  2: { en: "Tefal Secure Trendy pressure cooker, 6 l", ru: "Скороварка Tefal Secure Trendy, 6 л", bg: "Тенджера под налягане Tefal Secure Trendy, 6 л" },
  3: { en: "Fiskars Functional Form knife set, 3 pieces", ru: "", bg: "" },
  4: { en: "Xiaomi Electric Kettle 2, 1.7 l", ru: "Электрочайник Xiaomi Electric Kettle 2, 1,7 л", bg: "" },
  5: { en: "Philips Essential Airfryer XL HD9270/90 air fryer, 6.2 l, black, with viewing window and 7 programmes", ru: "", bg: "" },
  6: { en: "Curver food containers, set of 5", ru: "Контейнеры для продуктов Curver, набор из 5", bg: "Кутии за храна Curver, комплект от 5" },
};
const categoryOf: Record<number, number> = { 1: 2, 2: 2, 3: 3, 4: 4, 5: 4, 6: 6 };
const brandOf: Record<number, string> = { 1: "Tefal", 2: "Tefal", 3: "Fiskars", 4: "Xiaomi", 5: "Philips", 6: "Curver" };

/** Products as the dashboard reads them (every language, pictures and times). */
export const adminProducts: ReadonlyArray<AdminProduct> = sampleProducts.map((p, i) => ({
  id: p.id,
  uuid: p.uuid,
  slug: p.slug,
  sku: p.sku,
  title: { ro: p.title, ...(translations[p.id] ?? { en: "", ru: "", bg: "" }) },
  description: lt(
    `${p.title}. Garanție 24 de luni, livrare gratuită în toată Moldova.`,
    `${translations[p.id]?.en ?? ""}. 24-month warranty, free delivery across Moldova.`,
  ),
  price: p.price,
  old_price: p.old_price,
  stock: p.stock,
  category_id: categoryOf[p.id] ?? 2,
  attributes: [
    { key: "brand", value: lt(brandOf[p.id] ?? "Vitrina") },
    { key: "culoare", value: lt("Negru", "Black", "Чёрный", "Черен") },
  ],
  active: p.id !== 4,
  seo_title: null,
  seo_description: null,
  images: [sampleUpload(p.id * 10), sampleUpload(p.id * 10 + 1)],
  created_at: `2026-0${(i % 9) + 1}-12T08:15:00.000Z`,
  updated_at: `2026-11-2${i % 10}T14:40:00.000Z`,
  version: 1,
}));

/** A page of a dashboard list. */
export const pageOf = <T,>(data: ReadonlyArray<T>, current_page = 1, total_pages = 1, total_items = data.length): Page<T> => ({
  data,
  current_page,
  total_pages,
  total_items,
});

/** The product form's values for an existing product (as the dashboard screen builds them). */
export const draftOf = (p: AdminProduct): ProductDraft => ({
  slug: p.slug,
  sku: p.sku,
  title: p.title,
  description: p.description,
  price: String(p.price),
  old_price: p.old_price === null ? "" : String(p.old_price),
  stock: String(p.stock),
  category_id: p.category_id,
  attributes: p.attributes,
  active: p.active,
  seo_title: p.seo_title ?? lt(""),
  seo_description: p.seo_description ?? lt(""),
  images: p.images,
});

/** The product being edited in the form stories. */
export const sampleDraft: ProductDraft = {
  ...draftOf(adminProducts[0]!),
  description: lt(
    "Tigaie cu strat antiaderent Titanium, potrivită pentru toate tipurile de plite, inclusiv inducție.\n\nIndicatorul Thermo-Signal arată când tigaia a ajuns la temperatura potrivită.",
    "Titanium non-stick frying pan for every hob, induction included.\n\nThe Thermo-Signal spot shows when the pan is hot enough.",
    "Сковорода с антипригарным покрытием Titanium для всех типов плит, включая индукционные.",
    "",
  ),
  attributes: [
    { key: "brand", value: lt("Tefal", "Tefal", "Tefal", "Tefal") },
    { key: "diametru", value: lt("28 cm", "28 cm", "28 см", "28 см") },
    { key: "material", value: lt("Aluminiu", "Aluminium", "Алюминий", "") },
  ],
  seo_title: lt("Tigaie Tefal Unlimited 28 cm — preț bun în Chișinău", "Tefal Unlimited 28 cm frying pan"),
  images: [sampleUpload(10), sampleUpload(11), sampleUpload(12)],
};

/** A 422 answer's field errors for a product. */
export const productErrors = {
  "title.ro": ["required"],
  "title.en": ["max"],
  price: ["type"],
  slug: ["taken"],
  "attributes.1.key": ["format"],
} as const satisfies Record<string, ReadonlyArray<string>>;

const summary = (
  id: number,
  number: string,
  status: AdminOrderSummary["status"],
  created_at: string,
  customer: string,
  email: string,
  phone: string,
  total: number,
  items: number,
): AdminOrderSummary => ({
  id,
  number,
  status,
  created_at,
  customer,
  email,
  phone,
  total,
  items,
});

/** Rows of the order list. */
export const orderSummaries: ReadonlyArray<AdminOrderSummary> = [
  summary(42, "VT-20261123-0042", "new", "2026-11-23T09:30:00.000Z", "Ana Popescu", "ana.popescu@example.md", "+373 69 123 456", 1557, 3),
  summary(41, "VT-20261122-0041", "confirmed", "2026-11-22T17:05:00.000Z", "Vasile Ciobanu", "vasile.ciobanu@example.md", "+373 78 555 010", 2899, 1),
  summary(40, "VT-20261122-0040", "shipped", "2026-11-22T08:12:00.000Z", "Natalia Roșca", "natalia.rosca@example.md", "+373 60 221 334", 908, 2),
  summary(39, "VT-20261121-0039", "delivered", "2026-11-21T12:48:00.000Z", "Gheorghe Țurcanu", "g.turcanu@example.md", "+373 79 400 800", 449, 1),
  summary(38, "VT-20261120-0038", "cancelled", "2026-11-20T19:30:00.000Z", "Olga Bîrcă", "olga.birca@example.md", "+373 68 909 090", 1299, 1),
  summary(
    37,
    "VT-20261119-0037",
    "delivered",
    "2026-11-19T10:01:00.000Z",
    "Maria-Magdalena Vieru-Dumitrașcu",
    "maria.magdalena.vieru.dumitrascu@intreprindere-exemplu.md",
    "+373 22 123 456",
    18_745.5,
    14,
  ),
];

/** An order on its dashboard page: a new one that may be confirmed or cancelled. */
export const adminOrder: AdminOrder = {
  ...sampleOrder,
  id: 42,
  history: [{ from: null, to: "new", at: "2026-11-23T09:30:00.000Z", by: null }],
  allowed_statuses: ["confirmed", "cancelled"],
};

/** The same order after it was confirmed and shipped to another address, for a company. */
export const shippedOrder: AdminOrder = {
  ...adminOrder,
  status: "shipped",
  paymentMethod: "bank_transfer",
  deliveryMethod: "post",
  billingAddress: { ...adminOrder.billingAddress, company: "SRL „Casa Bună”" },
  deliveryAddress: { firstName: "Ion", lastName: "Popescu", country: "md", city: "Bălți", address: "str. Independenței 24", postalCode: "MD-3100" },
  history: [
    ...adminOrder.history,
    { from: "new", to: "confirmed", at: "2026-11-23T10:02:00.000Z", by: "ion.ceban@vitrina.md" },
    { from: "confirmed", to: "shipped", at: "2026-11-24T08:45:00.000Z", by: "mariana.lungu@vitrina.md" },
  ],
  allowed_statuses: ["delivered"],
};

/** A delivered order, whose status can no longer change. */
export const deliveredOrder: AdminOrder = {
  ...shippedOrder,
  status: "delivered",
  history: [...shippedOrder.history, { from: "shipped", to: "delivered", at: "2026-11-25T15:20:00.000Z", by: "ion.ceban@vitrina.md" }],
  allowed_statuses: [],
};

/** The home slider's slides. */
export const slides: ReadonlyArray<AdminSlider> = [
  {
    id: 1,
    title: lt("Reduceri de toamnă", "Autumn sale", "Осенние скидки", "Есенно намаление"),
    subtitle: lt("Până la −30% la vase de gătit", "Up to −30% on cookware", "До −30% на посуду", "До −30% на съдове"),
    link: "/category/vase-de-gatit/",
    image: sampleUpload(101, 1600, 600),
    position: 0,
    active: true,
    version: 1,
  },
  {
    id: 2,
    title: lt("Livrare gratuită", "Free delivery", "Бесплатная доставка", "Безплатна доставка"),
    subtitle: lt("În toată Moldova, fără sumă minimă", "All over Moldova, no minimum order"),
    link: "/faq/",
    image: sampleUpload(102, 1600, 600),
    position: 1,
    active: true,
    version: 1,
  },
  {
    id: 3,
    title: lt("Bucătăria de sărbători: tot ce vă trebuie pentru mesele în familie, de la tăvi la seturi de tacâmuri"),
    subtitle: lt("Ofertă valabilă până la 31 decembrie"),
    link: "/category/bucatarie/",
    image: null,
    position: 2,
    active: false,
    version: 1,
  },
];

/** SEO settings of a few page kinds. */
export const seoSettings: ReadonlyArray<AdminSeoSetting> = [
  {
    kind: "home",
    title: lt(
      "{shop} — totul pentru casă și bucătărie",
      "{shop} — everything for home and kitchen",
      "{shop} — всё для дома и кухни",
      "{shop} — всичко за дома и кухнята",
    ),
    description: lt(
      "Vase, ustensile și electrocasnice cu livrare gratuită în toată Moldova.",
      "Cookware, utensils and appliances delivered free across Moldova.",
    ),
    image: "https://vitrina.md/share.png",
    version: 1,
  },
  {
    kind: "category",
    title: lt("{name} — cumpără online | {shop}", "{name} — buy online | {shop}", "{name} — купить онлайн | {shop}", ""),
    description: lt("{name} la prețuri bune, cu livrare gratuită.", "{name} at good prices, delivered free."),
    image: null,
    version: 1,
  },
  {
    kind: "product",
    title: lt("{name} | {shop}", "{name} | {shop}", "{name} | {shop}", "{name} | {shop}"),
    description: lt("Cumpărați {name} cu livrare gratuită și garanție."),
    image: null,
    version: 1,
  },
  { kind: "contacts", title: lt("Contacte | {shop}"), description: lt("Adresele, programul și telefoanele magazinului."), image: null, version: 1 },
];

/** Languages and contacts. */
export const localeSettings: LocaleSettings = {
  active_languages: ["ro", "en", "ru"],
  addresses: [
    lt("mun. Chișinău, bd. Ștefan cel Mare și Sfânt 126", "Chișinău, 126 Ștefan cel Mare și Sfânt Blvd", "мун. Кишинэу, бул. Штефан чел Маре ши Сфынт 126", ""),
    lt("mun. Bălți, str. Independenței 24", "Bălți, 24 Independenței St", "мун. Бэлць, ул. Индепенденцей 24", ""),
  ],
  schedule: lt(
    "Luni–Vineri 9:00–19:00, Sâmbătă 10:00–16:00",
    "Mon–Fri 9:00–19:00, Sat 10:00–16:00",
    "Пн–Пт 9:00–19:00, Сб 10:00–16:00",
    "Пн–Пт 9:00–19:00, Сб 10:00–16:00",
  ),
  phones: ["+373 22 123 456", "+373 69 123 456"],
  emails: ["info@vitrina.md"],
  salesPhones: ["+373 22 123 457"],
  salesEmails: ["vanzari@vitrina.md"],
  socials: [
    { name: "Facebook", url: "https://facebook.com/vitrina.md", code: "facebook" },
    { name: "Instagram", url: "https://instagram.com/vitrina.md", code: "instagram" },
  ],
  order_emails: ["comenzi@vitrina.md", "elena.rusu@vitrina.md"],
};

/** A busy day's overview. */
export const overview: Overview = {
  orders_today: 14,
  revenue_today: 23_450.5,
  orders_month: 312,
  revenue_month: 498_730,
  awaiting_confirmation: 5,
  new_messages: 3,
  low_stock: [
    { id: 3, title: "Set de cuțite Fiskars Functional Form, 3 piese", sku: "VT-KIT-0003", stock: 2 },
    { id: 4, title: "Fierbător electric Xiaomi Electric Kettle 2, 1,7 l", sku: "VT-KIT-0004", stock: 0 },
    {
      id: 5,
      title: "Friteuză cu aer cald Philips Essential Airfryer XL HD9270/90, 6,2 l, negru, cu fereastră de vizualizare și 7 programe",
      sku: "VT-KIT-0005",
      stock: 1,
    },
  ],
};

/** Audit trail entries: an edit, a creation, a status change and a deletion. */
export const auditEntries: ReadonlyArray<AuditEntry> = [
  {
    id: 108,
    at: "2026-11-24T10:05:00.000Z",
    staff_id: 2,
    staff_email: "ion.ceban@vitrina.md",
    entity: "products",
    entity_id: "7",
    action: "update",
    before: { title: { ro: "Tigaie", en: "Frying pan", ru: "Сковорода", bg: "Тиган" } },
    after: { title: { ro: "Tigaie", en: "Frying pan", ru: "Сковородка", bg: "Тиган" } },
  },
  {
    id: 107,
    at: "2026-11-24T09:40:00.000Z",
    staff_id: 2,
    staff_email: "ion.ceban@vitrina.md",
    entity: "sliders",
    entity_id: "all",
    action: "reorder",
    before: { order: slides.map((s) => ({ id: s.id, title: s.title })) },
    after: { order: [...slides].reverse().map((s) => ({ id: s.id, title: s.title })) },
  },
  {
    id: 106,
    at: "2026-11-24T09:30:00.000Z",
    staff_id: 1,
    staff_email: "elena.rusu@vitrina.md",
    entity: "settings",
    entity_id: "locale",
    action: "update",
    before: {
      value: { phones: ["+373 22 123 456"], emails: ["info@vitrina.md"], socials: [{ name: "Facebook", url: "https://facebook.com/vitrina", code: "fb" }] },
    },
    after: {
      value: {
        phones: ["+373 22 123 456", "+373 69 123 456"],
        emails: [],
        socials: [{ name: "Facebook", url: "https://facebook.com/vitrina.md", code: "fb" }],
      },
    },
  },
  {
    id: 105,
    at: "2026-11-24T09:00:00.000Z",
    staff_id: 1,
    staff_email: "elena.rusu@vitrina.md",
    entity: "seo_settings",
    entity_id: "home",
    action: "update",
    before: { title: { ro: "{shop} — magazin online", en: "{shop} — online shop", ru: "{shop} — интернет-магазин", bg: "{shop} — онлайн магазин" } },
    after: { title: { ro: "{shop} — magazin online", en: "{shop} — online shop", ru: "{shop} — интернет-магазин в Молдове", bg: "{shop} — онлайн магазин" } },
  },
  {
    id: 104,
    at: "2026-11-24T08:45:00.000Z",
    staff_id: 3,
    staff_email: "mariana.lungu@vitrina.md",
    entity: "orders",
    entity_id: "42",
    action: "update",
    before: { status: "confirmed" },
    after: { status: "shipped" },
  },
  {
    id: 103,
    at: "2026-11-23T16:10:00.000Z",
    staff_id: 2,
    staff_email: "ion.ceban@vitrina.md",
    entity: "products",
    entity_id: "1",
    action: "update",
    before: { price: 699, title: lt("Tigaie Tefal, 28 cm") },
    after: { price: 649, title: lt("Tigaie Tefal Unlimited, 28 cm") },
  },
  {
    id: 102,
    at: "2026-11-23T11:00:00.000Z",
    staff_id: 1,
    staff_email: "elena.rusu@vitrina.md",
    entity: "sliders",
    entity_id: "3",
    action: "create",
    before: null,
    after: { title: slides[2]!.title, link: "/category/bucatarie/", active: false },
  },
  {
    id: 101,
    at: "2026-11-22T09:00:00.000Z",
    staff_id: null,
    staff_email: "fost.angajat@vitrina.md",
    entity: "categories",
    entity_id: "9",
    action: "delete",
    before: { slug: "gradina", name: lt("Grădină") },
    after: null,
  },
];

/** Contact-form messages as the messages screen lists them, newest first. */
export const contactMessages: Page<ContactMessage> = {
  data: [
    {
      id: 14,
      name: "Olga Petrova",
      email: "olga.petrova@example.md",
      phone: "+373 69 111 222",
      message: "Здравствуйте! Есть ли чайник Zarya в красном цвете? Когда можно забрать в магазине?",
      locale: "ru",
      status: "new",
      created_at: "2026-11-25T08:12:00.000Z",
      purged: false,
      version: 1,
    },
    {
      id: 13,
      name: "Ion Zăpadă",
      email: "ion.zapada@example.md",
      phone: null,
      message: "Bună ziua,\nlivrați și la Bălți? Aș comanda două espressoare pentru birou.",
      locale: "ro",
      status: "handled",
      created_at: "2026-11-24T15:40:00.000Z",
      purged: false,
      version: 3,
    },
    {
      id: 12,
      name: "Alexandru-Constantin Munteanu-Ciobanu",
      email: "alexandru-constantin.munteanu-ciobanu@companie-foarte-lunga.md",
      phone: "069123456",
      message: "A very long message ".repeat(30).trim(),
      locale: "en",
      status: "new",
      created_at: "2026-11-20T10:00:00.000Z",
      purged: false,
      version: 1,
    },
    {
      id: 3,
      name: null,
      email: null,
      phone: null,
      message: "Здравейте, имате ли гаранция за кафемашините?",
      locale: "bg",
      status: "handled",
      created_at: "2026-10-01T09:30:00.000Z",
      purged: true,
      version: 2,
    },
  ],
  current_page: 1,
  total_pages: 2,
  total_items: 24,
};
