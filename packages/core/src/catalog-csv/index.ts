export { attributesCell, attributesOfCell, numberCell, spreadsheetSafe, spreadsheetText, yesNoCell } from "./cells.js";
export { productCsvCells, productCsvHeaderErrors, productCsvRowOf } from "./product-row.js";
export type { ProductCsvCells } from "./product-row.js";
