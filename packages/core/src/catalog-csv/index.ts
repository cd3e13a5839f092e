export { attributesCell, attributesOfCell, numberCell, spreadsheetSafe, spreadsheetText, yesNoCell } from "./cells.js";
export { productCsvCells, productCsvHeaderErrors, productCsvRowOf } from "./product-row.js";
export type { ProductCsvCells } from "./product-row.js";
export { importErrors } from "./import-errors.js";
export type { ImportError } from "./import-errors.js";
export { BULK_EDIT_KINDS, bulkEditOf } from "./bulk-edit.js";
export type { BulkEditKind } from "./bulk-edit.js";
