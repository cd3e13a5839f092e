export { attributesCell, attributesOfCell, cellParts, joinedCell, numberCell, spreadsheetSafe, spreadsheetText, yesNoCell } from "./cells.js";
export { hasVariantColumns, productCsvHeaderErrors, productCsvRowOf, productCsvRows } from "./product-row.js";
export type { ProductCsvCells, ProductCsvLine } from "./product-row.js";
export { productCsvGathering, productCsvGroups, productCsvProductOf } from "./product-rows.js";
export type { NumberedLine, NumberedProduct, ProductCsvGathering } from "./product-rows.js";
export { importErrors } from "./import-errors.js";
export type { ImportError } from "./import-errors.js";
export { BULK_EDIT_KINDS, bulkEditOf } from "./bulk-edit.js";
export type { BulkEditKind } from "./bulk-edit.js";
