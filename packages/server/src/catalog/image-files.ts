import type { Tx } from "../db/db.js";
import { imageVariant } from "./storefront-data.js";

/** A stored width of an image as its public file is named: `<hash>-<width>.webp` (see `imageUrl`). */
const FILE_NAME = /^([a-f0-9]{24})-(\d{2,4})\.webp$/;

/** The webp bytes of a public image file name, or undefined when no stored image width has that name. */
export const imageFile = async (db: Tx, name: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const match = FILE_NAME.exec(name);
  return match ? imageVariant(db, match[1]!, Number(match[2])) : undefined;
};
