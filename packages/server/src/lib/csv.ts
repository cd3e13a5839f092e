import { stringify } from "csv-stringify/sync";

// The shop's CSV files as a spreadsheet opens them (decisions.md "The back office"): the order
// export and the products' export write their rows here.

/** The byte order mark that tells a spreadsheet the file is UTF-8 (Excel reads Cyrillic and diacritics wrong without it). */
export const BOM = "\uFEFF";

/** Rows as RFC 4180 text: comma-separated, quoted when a cell holds a comma, a quote or a line break, CRLF after every row. */
export const csvRows = (rows: ReadonlyArray<ReadonlyArray<string>>): string => stringify(rows as string[][], { record_delimiter: "\r\n" });
