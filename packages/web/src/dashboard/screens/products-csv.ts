import { useState } from "react";
import { isApiError, type AdminProduct, type AdminProductQuery, type Page, type ProductImportReport, type UploadFile } from "@vitrina/core";
import type { ProductsCsvViewProps } from "@vitrina/react-ui/dashboard";
import { saveFile } from "../save-file.js";
import { savedAnswer, type Screen } from "../screen.js";
import { uploadOf } from "./uploads.js";

/**
 * The products list's CSV panel on the list's own model: the catalogue's download, a file's check (a
 * dry run) and its import, which reads the list again. A refused import's rows come back in the
 * same table as the check's; `active` tells the list that the panel's change is the one it says.
 */
export const useProductsCsv = (products: Screen<Page<AdminProduct>, AdminProductQuery>, active: () => void): ProductsCsvViewProps => {
  const [busy, setBusy] = useState<"exporting" | "checking" | "applying" | null>(null);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const run = async (step: "checking" | "applying", upload: UploadFile) => {
    active();
    setBusy(step);
    const dryRun = step === "checking";
    const outcome = await products.save(
      async (api) => {
        try {
          return await api.importProducts(upload, dryRun);
        } catch (error) {
          // Rows with errors (another product took a SKU since the check): nothing was written, listed as a check's are.
          if (isApiError(error) && error.status === 422 && error.errors && report) return { ...report, written: false, errors: error.errors };
          throw error;
        }
      },
      { reload: !dryRun },
    );
    setBusy(null);
    setReport(savedAnswer<ProductImportReport>(outcome) ?? null);
  };
  return {
    exporting: busy === "exporting",
    onExport: () => {
      active();
      setBusy("exporting");
      void products
        .save((api) => api.exportProducts())
        .then((outcome) => {
          setBusy(null);
          const bytes = savedAnswer<Uint8Array>(outcome);
          if (bytes) saveFile(bytes, "products.csv", "text/csv;charset=utf-8");
        });
    },
    busy: busy === "exporting" ? null : busy,
    report,
    onCheck: (chosen) =>
      void uploadOf(chosen).then((upload) => {
        setFile(upload);
        return run("checking", upload);
      }),
    onApply: () => {
      if (file) void run("applying", file);
    },
  };
};
