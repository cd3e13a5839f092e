import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_MAX_ROWS } from "@vitrina/core";
import { type FilePart, type Kind, NUMBERS, ODD_TEXT } from "./hostile.js";

// The products' CSV files the guard (guard.test.ts) imports, per kind of hostility (hostile.ts): as
// many wrong rows as fit (thousands of errors to answer), a cell of a megabyte of quotes, a header of
// thousands of unknown columns, odd Unicode and numbers in every cell, one product of thousands of variant rows.

const csvLine = (cells: ReadonlyArray<string>) => `${cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")}\r\n`;
const HEADER = csvLine(PRODUCT_CSV_COLUMNS);
/** The header and `line` as many times as `size` bytes hold. */
const repeated = (line: string, size: number) => HEADER + line.repeat(Math.max(1, Math.floor((size - HEADER.length) / Buffer.byteLength(line))));
const each = (cell: (column: string, i: number) => string) => csvLine(PRODUCT_CSV_COLUMNS.map(cell));

/** A product's row per variant, `i` its number: thousands, past the 100 variants and 30 values a product may have. */
const variantRow = (i: number) => {
  const cells: Record<string, string> = {
    slug: "x",
    sku: "X",
    category: "c",
    title_ro: "t",
    description_ro: "d",
    price: "1",
    stock: "1",
    active: "yes",
    option1: "size|S",
    option1_value: `v${i}|V`,
    variant_sku: `S${i}`,
    variant_active: "yes",
  };
  return each((c) => cells[c] ?? "");
};

/** The CSV file of an import, per kind, of up to `size` bytes. */
export const importOf = (kind: Kind, size: number): FilePart => {
  const file = (text: string): FilePart => ({ name: "file", filename: "products.csv", type: "text/csv", bytes: Buffer.from(text) });
  switch (kind) {
    case "long":
      return file(
        repeated(
          each((c) => (c === "price" ? "=1+1" : c === "description_ro" ? "@".repeat(200) : c === "stock" ? "1e9" : "-x")),
          size,
        ),
      );
    case "deep":
      return file(`${HEADER}"${'""'.repeat(Math.floor((size - HEADER.length) / 2) - 4)}"\r\n`);
    case "many":
      return file(`${Array.from({ length: Math.floor(size / 8) }, (_, i) => `c${i}`).join(",")}\r\nx\r\n`);
    case "sparse":
      return file(
        repeated(
          each(() => ""),
          size,
        ),
      );
    case "unicode":
      return file(
        repeated(
          each(() => ODD_TEXT),
          size,
        ),
      );
    case "numbers":
      return file(
        repeated(
          each((_, i) => NUMBERS[i % NUMBERS.length]!),
          size,
        ),
      );
    case "lists": {
      const rows = [HEADER];
      for (let i = 0, length = HEADER.length; length < size - 200 && i < PRODUCT_IMPORT_MAX_ROWS; i++) {
        const row = variantRow(i);
        rows.push(row);
        length += Buffer.byteLength(row);
      }
      return file(rows.join(""));
    }
  }
};
