import { useId } from "react";
import { importErrors, type ImportError, type ProductImportReport } from "@vitrina/core";
import type { TranslationFunctions } from "../i18n/i18n-types.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Notice } from "./parts.js";

/** Props of {@link ProductsCsvView}. */
export interface ProductsCsvViewProps {
  /** The catalogue's file is being prepared. */
  readonly exporting: boolean;
  readonly onExport: () => void;
  /** A file is being checked (a dry run) or imported. */
  readonly busy: "checking" | "applying" | null;
  /** What the last check or import found: its counts and every row's errors; null before any. */
  readonly report: ProductImportReport | null;
  /** Checks a chosen file: a dry run that writes nothing. */
  readonly onCheck: (file: File) => void;
  /** Imports the file last checked, shown once its check found no error. */
  readonly onApply: () => void;
  /** Why the last download, check or import could not be made (no connection…); null for none. */
  readonly message?: { readonly kind: "ok" | "error"; readonly text: string } | null;
}

type Problems = TranslationFunctions["dashboard"]["productsCsv"]["problems"];
const said = (texts: object, kind: string): (() => string) | undefined =>
  Object.hasOwn(texts, kind) ? (texts as Record<string, () => string>)[kind] : undefined;

const OPTION = /^option\d$/;
const VALUE = /^option\d_value$/;
const VARIANT = /^(option\d_value|variant_sku|variant_active)$/;

/** An error of a product's options or of a variant's row, in the dashboard's language; undefined for a cell's usual ones. */
const variantProblemOf = (P: Problems, column: string, kind: string): (() => string) | undefined => {
  if (kind === "differs") return P.differs;
  if (OPTION.test(column)) return kind === "unavailable" ? P.keepsOptions : P.option;
  if (VARIANT.test(column) && kind === "invalid") return P.notVariant;
  if (VALUE.test(column)) return kind === "taken" ? P.combination : P.value;
  return column === "slug" && kind === "max" ? P.tooManyVariants : undefined;
};

/** An import's error in the dashboard's language: the file's, the header's, a row's, a cell's. */
const problemOf = (P: Problems, e: ImportError): string => {
  if (e.row === null) return (said(P.file, e.kind) ?? P.invalid)();
  if (e.row === 1) return (said(P.header, e.kind) ?? P.invalid)();
  if (e.column === null) return P.row();
  if (e.column === "old_price" && e.kind === "min") return P.oldPrice();
  return (variantProblemOf(P, e.column, e.kind) ?? said(P, e.kind) ?? P.invalid)();
};

/**
 * The products' CSV (issue 32 item 6): the catalogue's file to download, and a file to import —
 * checked first (every row's errors in a table, by row and column, nothing written), then imported
 * once its check found none.
 */
export const ProductsCsvView = ({ exporting, onExport, busy, report, onCheck, onApply, message = null }: ProductsCsvViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.productsCsv;
  const titleId = useId();
  const errors = report ? importErrors(report.errors) : [];
  const counts = report ? { rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged } : null;
  return (
    <section className="csv-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.title()}</h2>
      <p className="muted">{T.intro()}</p>
      <p>
        <button type="button" className="btn btn--small" onClick={onExport} disabled={exporting}>
          {exporting ? T.downloading() : T.download()}
        </button>
      </p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("file");
          const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
          if (file) onCheck(file);
        }}
      >
        <label>
          {T.file()} <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className="btn btn--small" disabled={busy !== null}>
          {busy === "checking" ? T.checking() : T.check()}
        </button>
      </form>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {report && counts ? (
        errors.length > 0 ? (
          <Notice kind="error">{T.failed({ count: errors.length })}</Notice>
        ) : (
          <Notice kind="ok">{report.written ? T.imported(counts) : T.checked(counts)}</Notice>
        )
      ) : null}
      {errors.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{T.columns.row()}</th>
              <th scope="col">{T.columns.column()}</th>
              <th scope="col">{T.columns.problem()}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={`${e.row}.${e.column}.${e.kind}`}>
                <td>{e.row === null ? T.wholeFile() : e.row === 1 ? T.header() : e.row}</td>
                <td>{e.column ?? (e.row === null ? "" : T.wholeRow())}</td>
                <td>{problemOf(T.problems, e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report && !report.written && errors.length === 0 ? (
        <button type="button" className="btn" onClick={onApply} disabled={busy !== null}>
          {busy === "applying" ? T.applying() : T.apply()}
        </button>
      ) : null}
    </section>
  );
};
