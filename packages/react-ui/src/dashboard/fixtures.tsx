// Sample staff-dashboard data for the dashboard views' stories (not exported from the package).
import type {
  AdminDiscountCode,
  AdminAttribute,
  AdminCategory,
  AdminProduct,
  LocalizedText,
  Page,
  StaffAccount,
  StaffUser,
  UploadedImage,
} from "@vitrina/core";
import { productDraftOf } from "@vitrina/core";
import { sampleImage, sampleProducts } from "../components/catalog/fixtures.js";
import type { ProductDraft, ProductFormProps } from "./ProductForm.js";

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
  max_per_order: p.id === 2 ? 5 : null,
  stock: p.stock,
  category_id: categoryOf[p.id] ?? 2,
  attributes: [
    { key: "brand", value: lt(brandOf[p.id] ?? "Vitrina") },
    { key: "colour", value: lt("negru", "black", "чёрный", "черен") },
  ],
  active: p.id !== 4,
  seo_title: null,
  seo_description: null,
  images: [sampleUpload(p.id * 10), sampleUpload(p.id * 10 + 1)],
  options: [],
  variants: [],
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

/** The attribute dictionary: texts, and numbers with their units. */
export const attributeDictionary: ReadonlyArray<AdminAttribute> = [
  { id: 1, key: "brand", name: lt("Marcă", "Brand", "Бренд", "Марка"), unit: null, kind: "text", product_count: 412, version: 1 },
  { id: 2, key: "colour", name: lt("Culoare", "Colour", "Цвет", "Цвят"), unit: null, kind: "text", product_count: 398, version: 1 },
  { id: 3, key: "material", name: lt("Material", "Material", "Материал", "Материал"), unit: null, kind: "text", product_count: 377, version: 2 },
  { id: 4, key: "power", name: lt("Putere", "Power", "Мощность", "Мощност"), unit: lt("W", "W", "Вт", "Вт"), kind: "number", product_count: 96, version: 1 },
  { id: 5, key: "size", name: lt("Dimensiuni", "Dimensions", "Размеры", "Размери"), unit: null, kind: "text", product_count: 154, version: 1 },
  { id: 6, key: "weight", name: lt("Greutate", "Weight", "Вес", "Тегло"), unit: lt("kg", "kg", "кг", "кг"), kind: "number", product_count: 0, version: 1 },
];

/** The product form's props besides its title, draft and callbacks: the categories and attributes above, nothing refused, saving or uploading. */
export const productFormBasics = {
  categories: adminCategories,
  dictionary: attributeDictionary,
  errors: {},
  saving: false,
  message: null,
  uploads: [],
  uploadErrors: [],
} satisfies Partial<ProductFormProps>;

/** The product form's values for an existing product (as the dashboard screen builds them). */
export const draftOf = (p: AdminProduct): ProductDraft => productDraftOf(p);

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
    { key: "size", value: lt("28 cm", "28 cm", "28 см", "28 см") },
    { key: "material", value: lt("aluminiu", "aluminium", "алюминий", "") },
    { key: "weight", value: "1,2" },
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
  "attributes.2.value": ["type"],
} as const satisfies Record<string, ReadonlyArray<string>>;

/** Discount codes as the dashboard lists them: one by percentage with a limit per e-mail, one fixed amount within its days, one switched off. */
export const discountCodes: ReadonlyArray<AdminDiscountCode> = [
  {
    id: 3,
    code: "BLACKFRIDAY",
    kind: "percent",
    value: 20,
    min_subtotal: null,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_email: 1,
    active: true,
    uses: 41,
    version: 1,
  },
  {
    id: 2,
    code: "TOAMNA100",
    kind: "fixed",
    value: 100,
    min_subtotal: 1000,
    starts_at: "2026-09-01",
    ends_at: "2026-11-30",
    max_uses: 200,
    max_uses_per_email: null,
    active: true,
    uses: 17,
    version: 2,
  },
  {
    id: 1,
    code: "VARA10",
    kind: "percent",
    value: 10,
    min_subtotal: 300,
    starts_at: null,
    ends_at: "2026-08-31",
    max_uses: null,
    max_uses_per_email: null,
    active: false,
    uses: 96,
    version: 4,
  },
];
