import type { Tx } from "../db/db.js";

/** A stored width of an image as its public file is named: `<hash>-<width>.webp` (see `imageUrl`). */
const FILE_NAME = /^([a-f0-9]{24})-(\d{2,4})\.webp$/;

/** The webp bytes of a public image file name, or undefined when no stored image width has that name. */
export const imageFile = async (db: Tx, name: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const [row] = await db.query<{ bytes: Uint8Array }>(
    "select v.bytes from image_variants v join images i on i.id = v.image_id where i.hash = $1 and v.width = $2",
    [match[1], Number(match[2])],
  );
  return row ? new Uint8Array(row.bytes) : undefined;
};
