import type { AttributeDefinitionInput } from "@vitrina/core";
import type { DemoAttribute, Localized } from "../types.js";
import { L } from "../localized.js";

/** A small, consistent set of colour names so that filters group well. */
export const COLOURS = {
  white: L("alb", "white", "белый", "бял"),
  black: L("negru", "black", "чёрный", "черен"),
  grey: L("gri", "grey", "серый", "сив"),
  red: L("roșu", "red", "красный", "червен"),
  blue: L("albastru", "blue", "синий", "син"),
  green: L("verde", "green", "зелёный", "зелен"),
  silver: L("argintiu", "silver", "серебристый", "сребрист"),
  beige: L("bej", "beige", "бежевый", "бежов"),
  pink: L("roz", "pink", "розовый", "розов"),
  yellow: L("galben", "yellow", "жёлтый", "жълт"),
  wood: L("lemn natural", "natural wood", "натуральное дерево", "естествено дърво"),
  multicolour: L("multicolor", "multicolour", "разноцветный", "многоцветен"),
  clear: L("transparent", "clear", "прозрачный", "прозрачен"),
} satisfies Record<string, Localized>;

const MATERIALS = {
  stainless: L("oțel inoxidabil", "stainless steel", "нержавеющая сталь", "неръждаема стомана"),
  steel: L("oțel", "steel", "сталь", "стомана"),
  aluminium: L("aluminiu", "aluminium", "алюминий", "алуминий"),
  castIron: L("fontă", "cast iron", "чугун", "чугун"),
  glass: L("sticlă", "glass", "стекло", "стъкло"),
  ceramic: L("ceramică", "ceramic", "керамика", "керамика"),
  wood: L("lemn", "wood", "дерево", "дърво"),
  bamboo: L("bambus", "bamboo", "бамбук", "бамбук"),
  plastic: L("plastic ABS", "ABS plastic", "ABS-пластик", "ABS пластмаса"),
  polypropylene: L("polipropilenă", "polypropylene", "полипропилен", "полипропилен"),
  silicone: L("silicon", "silicone", "силикон", "силикон"),
  cotton: L("bumbac", "cotton", "хлопок", "памук"),
  polyester: L("poliester", "polyester", "полиэстер", "полиестер"),
  fabric: L("țesătură textilă", "fabric", "ткань", "текстил"),
  chipboard: L("PAL melaminat", "melamine chipboard", "ЛДСП", "ПДЧ с меламиново покритие"),
  memoryFoam: L("spumă cu memorie", "memory foam", "пена с эффектом памяти", "мемори пяна"),
  rattan: L("ratan sintetic", "synthetic rattan", "искусственный ротанг", "изкуствен ратан"),
  mesh: L("plasă textilă", "mesh", "сетка", "мрежеста материя"),
  paper: L("hârtie", "paper", "бумага", "хартия"),
  cardboard: L("carton", "cardboard", "картон", "картон"),
  tpe: L("elastomer termoplastic (TPE)", "thermoplastic elastomer (TPE)", "термопластичный эластомер (TPE)", "термопластичен еластомер (TPE)"),
  latex: L("latex natural", "natural latex", "натуральный латекс", "естествен латекс"),
} satisfies Record<string, Localized>;

type Unit = "cm" | "mm" | "m" | "kg" | "in" | "pcs";

const UNITS: Record<Unit, Localized> = {
  cm: L("cm", "cm", "см", "см"),
  mm: L("mm", "mm", "мм", "мм"),
  m: L("m", "m", "м", "м"),
  kg: L("kg", "kg", "кг", "кг"),
  in: L("″", "″", "″", "″"),
  pcs: L("buc.", "pcs", "шт.", "бр."),
};

/** The brand attribute: a name, written the same in every language. */
export const brand = (name: string): DemoAttribute => ({ key: "brand", value: L(name, name, name, name) });
/** The colour attribute, from the shared colour names. */
export const col = (c: keyof typeof COLOURS): DemoAttribute => ({ key: "colour", value: COLOURS[c] });
/** The material attribute, from the shared material names. */
export const mat = (m: keyof typeof MATERIALS): DemoAttribute => ({ key: "material", value: MATERIALS[m] });
/** The power attribute in watts. */
export const power = (watts: number): DemoAttribute => ({ key: "power", value: watts });
/** The capacity attribute in litres. */
export const capacity = (litres: number): DemoAttribute => ({ key: "capacity", value: litres });
/** `dims` uses '.' for decimals and 'x' between dimensions, e.g. '4.7' or '60 x 40'. */
export const size = (dims: string, unit: Unit): DemoAttribute => {
  const fmt = (lang: keyof Localized): string => {
    const n = lang === "en" ? dims : dims.replace(/(\d)\.(\d)/g, "$1,$2");
    const u = UNITS[unit][lang];
    return `${n.replace(/ x /g, " × ")}${u === "″" ? "" : " "}${u}`;
  };
  return { key: "size", value: L(fmt("ro"), fmt("en"), fmt("ru"), fmt("bg")) };
};

/** The demo's attribute dictionary: every key its products use, named in the four languages. */
export const attributeDictionary: ReadonlyArray<AttributeDefinitionInput> = [
  { key: "brand", name: L("Marcă", "Brand", "Бренд", "Марка"), unit: null, kind: "text" },
  { key: "colour", name: L("Culoare", "Colour", "Цвет", "Цвят"), unit: null, kind: "text" },
  { key: "material", name: L("Material", "Material", "Материал", "Материал"), unit: null, kind: "text" },
  { key: "power", name: L("Putere", "Power", "Мощность", "Мощност"), unit: L("W", "W", "Вт", "Вт"), kind: "number" },
  { key: "capacity", name: L("Capacitate", "Capacity", "Объём", "Вместимост"), unit: L("l", "l", "л", "л"), kind: "number" },
  { key: "size", name: L("Dimensiuni", "Dimensions", "Размеры", "Размери"), unit: null, kind: "text" },
];
