import type { DemoOption, DemoProduct, DemoVariant } from "../types.js";
import { L } from "../localized.js";
import { brand, COLOURS, mat, power, capacity } from "./attributes.js";

// Demo products sold in variants (decisions.md "Products with variants"): a T-shirt by size and
// colour, running shoes by size, a kettle by colour; prices differ between variants and some
// combinations are sold out. Their slugs are listed in /work/briefs/variants-demo.txt for the
// storefront's and the CSV's engineers; no journey of another feature buys them.

const apparelSize: DemoOption = {
  key: "apparel_size",
  name: L("Mărime", "Size", "Размер", "Размер"),
  values: ["s", "m", "l", "xl"].map((value) => ({ value, label: L(value.toUpperCase(), value.toUpperCase(), value.toUpperCase(), value.toUpperCase()) })),
};

/** A colour option whose values read as the colour attribute's ("negru"), so both make one "Culoare" filter. */
const colour = (...keys: Array<keyof typeof COLOURS>): DemoOption => ({
  key: "colour",
  name: L("Culoare", "Colour", "Цвет", "Цвят"),
  values: keys.map((value) => ({ value, label: COLOURS[value] })),
});

const shoeSize: DemoOption = {
  key: "shoe_size",
  name: L("Mărime EU", "EU size", "Размер EU", "Размер EU"),
  values: ["40", "41", "42", "43", "44"].map((value) => ({ value, label: L(value, value, value, value) })),
};

/** The T-shirt's variants: every size in two colours (a picture per colour), XL dearer, white S sold out. */
const tshirtVariants: DemoVariant[] = (["black", "white"] as const).flatMap((c, ci) =>
  (["s", "m", "l", "xl"] as const).map((s, si) => ({
    options: { apparel_size: s, colour: c },
    sku: `VT-VAR-TS-${c === "black" ? "BK" : "WH"}-${s.toUpperCase()}`,
    price: s === "xl" ? 279 : 249,
    stock: c === "white" && s === "s" ? 0 : 6 + 3 * si + ci,
    colour: c === "black" ? "#1c1c1c" : "#d5d8dc",
  })),
);

/** Every demo product sold in variants. */
export const variantProducts: DemoProduct[] = [
  {
    slug: "tricou-sport-unisex-bumbac-organic",
    sku: "VT-VAR-0001",
    category: "fitness-si-yoga",
    title: L(
      "Tricou sport unisex din bumbac organic",
      "Unisex organic cotton sports T-shirt",
      "Спортивная футболка унисекс из органического хлопка",
      "Спортна тениска унисекс от органичен памук",
    ),
    description: L(
      "Tricou lejer din bumbac organic de 180 g/m², moale la atingere și respirabil la antrenament. Cusăturile plate nu irită pielea, iar croiala dreaptă se potrivește la fel de bine în sală și în oraș. Se spală la 40 °C fără să-și piardă forma.",
      "A relaxed T-shirt in 180 gsm organic cotton, soft to the touch and breathable during workouts. Flat seams don't chafe, and the straight cut looks just as good at the gym as in town. Machine washable at 40 °C without losing its shape.",
      "Свободная футболка из органического хлопка плотностью 180 г/м², мягкая на ощупь и дышащая во время тренировки. Плоские швы не натирают кожу, а прямой крой одинаково хорош в зале и в городе. Стирается при 40 °C, не теряя формы.",
      "Свободна тениска от органичен памук с плътност 180 г/м², мека на допир и дишаща по време на тренировка. Плоските шевове не протриват кожата, а правата кройка стои еднакво добре във фитнеса и в града. Пере се на 40 °C, без да губи формата си.",
    ),
    price: 249,
    stock: 0,
    attributes: [brand("Kalenji"), mat("cotton")],
    colour: "#2e4053",
    options: [apparelSize, colour("black", "white")],
    variants: tshirtVariants,
  },
  {
    slug: "pantofi-alergare-kiprun-ks-500",
    sku: "VT-VAR-0002",
    category: "fitness-si-yoga",
    title: L("Pantofi de alergare Kiprun KS 500", "Kiprun KS 500 running shoes", "Беговые кроссовки Kiprun KS 500", "Обувки за бягане Kiprun KS 500"),
    description: L(
      "Pantofi de alergare cu talpă amortizantă din spumă EVA și căpută din plasă respirabilă, pentru ieșiri de 5–15 km pe asfalt. Șiretul plat nu se desface, iar călcâiul întărit ține piciorul stabil în viraje.",
      "Running shoes with a cushioned EVA foam sole and a breathable mesh upper, made for 5–15 km runs on tarmac. The flat laces stay tied, and the reinforced heel keeps your foot steady through the bends.",
      "Беговые кроссовки с амортизирующей подошвой из пены EVA и дышащим сетчатым верхом для пробежек на 5–15 км по асфальту. Плоские шнурки не развязываются, а усиленная пятка надёжно фиксирует стопу на поворотах.",
      "Обувки за бягане с омекотяваща подметка от EVA пяна и дишащо горнище от мрежа, за бягания от 5–15 км по асфалт. Плоските връзки не се развързват, а подсилената пета държи стъпалото стабилно в завоите.",
    ),
    price: 1199,
    stock: 0,
    attributes: [brand("Kiprun"), mat("mesh")],
    colour: "#1f618d",
    options: [shoeSize],
    variants: [
      { options: { shoe_size: "40" }, sku: "VT-VAR-SH-40", price: 1099, oldPrice: 1199, stock: 3 },
      { options: { shoe_size: "41" }, sku: "VT-VAR-SH-41", price: 1199, stock: 5 },
      { options: { shoe_size: "42" }, sku: "VT-VAR-SH-42", price: 1199, stock: 0 },
      { options: { shoe_size: "43" }, sku: "VT-VAR-SH-43", price: 1199, stock: 4 },
      { options: { shoe_size: "44" }, sku: "VT-VAR-SH-44", price: 1249, stock: 2 },
    ],
  },
  {
    slug: "fierbator-russell-hobbs-colours-plus",
    sku: "VT-VAR-0003",
    category: "fierbatoare-si-prajitoare",
    title: L(
      "Fierbător electric Russell Hobbs Colours Plus, 1,7 l",
      "Russell Hobbs Colours Plus kettle, 1.7 l",
      "Электрочайник Russell Hobbs Colours Plus, 1,7 л",
      "Електрическа кана Russell Hobbs Colours Plus, 1,7 л",
    ),
    description: L(
      "Fierbător de 2400 W care aduce la fierbere o cană de apă în mai puțin de un minut. Fereastra de nivel se vede din ambele părți, filtrul anticalcar se scoate pentru spălare, iar baza rotativă primește fierbătorul din orice unghi.",
      "A 2400 W kettle that boils a cup of water in under a minute. The water window shows from both sides, the limescale filter lifts out for washing, and the swivel base takes the kettle from any angle.",
      "Чайник мощностью 2400 Вт вскипятит чашку воды меньше чем за минуту. Окно уровня воды видно с обеих сторон, фильтр от накипи снимается для мытья, а поворотная база принимает чайник под любым углом.",
      "Кана с мощност 2400 Вт, която завира чаша вода за по-малко от минута. Прозорчето за нивото се вижда от двете страни, филтърът против котлен камък се изважда за миене, а въртящата се основа приема каната от всеки ъгъл.",
    ),
    price: 599,
    stock: 0,
    attributes: [brand("Russell Hobbs"), mat("plastic"), power(2400), capacity(1.7)],
    colour: "#c0392b",
    options: [colour("white", "black", "red")],
    variants: [
      { options: { colour: "white" }, sku: "VT-VAR-KT-WH", price: 599, stock: 12, colour: "#ecf0f1" },
      { options: { colour: "black" }, sku: "VT-VAR-KT-BK", price: 599, stock: 8, colour: "#17202a" },
      { options: { colour: "red" }, sku: "VT-VAR-KT-RD", price: 649, oldPrice: 699, stock: 5, colour: "#c0392b" },
    ],
  },
];
