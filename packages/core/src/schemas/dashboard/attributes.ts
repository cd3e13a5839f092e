import * as Schema from "effect/Schema";
import { localizedText, LocalizedText } from "../common.js";
import { TITLE_MAX } from "../limits.js";
import { Version } from "./shared.js";

/** What an attribute's values are: words in every language, or a number printed with the unit. */
export const ATTRIBUTE_KINDS = ["text", "number"] as const;
/** The kind of an attribute's values. */
export const AttributeKind = Schema.Literals(ATTRIBUTE_KINDS);
/** The kind of an attribute's values. */
export type AttributeKind = typeof AttributeKind.Type;

/** An attribute's key: lower-case Latin letters, digits and `_`, starting with a letter (`colour`, `power`). */
export const AttributeKey = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]{0,31}$/, { message: "format" }));

/** The longest unit of an attribute (`W`, `Вт`, `buc.`). */
export const ATTRIBUTE_UNIT_MAX = 16;

/** An entry of the attribute dictionary as staff write it: its name in every language, its unit and kind. */
export const AttributeDefinitionInput = Schema.Struct({
  key: AttributeKey,
  name: localizedText(TITLE_MAX),
  /** Printed after a value (`1800 W`, `1800 Вт`); null for none. */
  unit: Schema.NullOr(localizedText(ATTRIBUTE_UNIT_MAX)),
  kind: AttributeKind,
});
/** A new or changed dictionary entry as the dashboard sends it. */
export type AttributeDefinitionInput = typeof AttributeDefinitionInput.Type;

/** An entry of the attribute dictionary as the dashboard reads it, with how many products use its key. */
export const AdminAttribute = Schema.Struct({
  id: Schema.Finite,
  key: Schema.String,
  name: LocalizedText,
  unit: Schema.NullOr(LocalizedText),
  kind: AttributeKind,
  product_count: Schema.Finite,
  version: Version,
});
/** An entry of the attribute dictionary. */
export type AdminAttribute = typeof AdminAttribute.Type;
