import { useState } from "react";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, isApiError, isImageType, type UploadedImage, type UploadFile } from "@vitrina/core";
import type { Upload } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useDashboard } from "../context.js";
import { refusalText } from "../refusal.js";

/** A chosen file as the dashboard API uploads it: its name, type and bytes. */
export const uploadOf = async (file: File): Promise<UploadFile> => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });

/** Why a picture is refused: before it is sent (its type or size; null when it may go), and when the upload failed. */
const useRefusals = () => {
  const { LL } = useI18nContext();
  const F = LL.dashboard.products.fields;
  return {
    before: (file: File): string | null =>
      !isImageType(file.type) ? F.badType({ name: file.name }) : file.size > MAX_IMAGE_BYTES ? F.tooBig({ name: file.name, max: MAX_IMAGE_MB }) : null,
    // The server refuses a file it cannot read as a picture with a 422; anything else is said as such.
    after: (file: File, error: unknown): string =>
      isApiError(error) && error.status === 422 ? F.badType({ name: file.name }) : `${file.name}: ${refusalText(error, LL)}`,
  };
};

/** Uploads pictures after checking their type and size, with a progress line and a refusal per file. */
export const useUploads = () => {
  const { api } = useDashboard();
  const refusal = useRefusals();
  const [uploads, setUploads] = useState<ReadonlyArray<Upload>>([]);
  const [errors, setErrors] = useState<ReadonlyArray<string>>([]);
  const upload = async (files: ReadonlyArray<File>): Promise<ReadonlyArray<UploadedImage>> => {
    setErrors(files.flatMap((f) => refusal.before(f) ?? []));
    const done: UploadedImage[] = [];
    for (const file of files.filter((f) => refusal.before(f) === null)) {
      const progress = (fraction: number) => setUploads((list) => [...list.filter((u) => u.name !== file.name), { name: file.name, progress: fraction }]);
      try {
        done.push(await api.uploadImage(await uploadOf(file), progress));
      } catch (error) {
        setErrors((list) => [...list, refusal.after(file, error)]);
      } finally {
        setUploads((list) => list.filter((u) => u.name !== file.name));
      }
    }
    return done;
  };
  return { uploads, errors, upload };
};

/**
 * Uploads one picture of a form (a slide's, the logo); a refusal is shown as the form's message, and a
 * good upload takes away the message of a refused one.
 */
export const useFormUpload = (form: { readonly refuse: (text: string) => void; readonly dismiss: () => void }) => {
  const { api } = useDashboard();
  const refusal = useRefusals();
  return async (file: File): Promise<UploadedImage | null> => {
    const refused = refusal.before(file);
    if (refused) {
      form.refuse(refused);
      return null;
    }
    try {
      const uploaded = await api.uploadImage(await uploadOf(file), () => undefined);
      form.dismiss();
      return uploaded;
    } catch (error) {
      form.refuse(refusal.after(file, error));
      return null;
    }
  };
};
