import type { Tx } from "../db/db.js";

// The images table and each image's stored widths (image_variants).

/** A stored image's row: its id, the hash that names its files, and its size. */
export interface ImageRow {
  readonly id: number;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
}

/** Which of `ids` are stored images. */
export const existingImageIds = async (db: Pick<Tx, "query">, ids: ReadonlyArray<number>): Promise<ReadonlySet<number>> =>
  new Set((await db.query<{ id: number }>("select id from images where id = any($1::int[])", [ids])).map((r) => r.id));

/** The stored image `id`, if there is one. */
export const imageById = async (db: Pick<Tx, "query">, id: number): Promise<ImageRow | undefined> =>
  (await db.query<ImageRow>("select id, hash, width, height from images where id = $1", [id]))[0];

/** The stored image of the picture whose hash is `hash`, if it is stored. */
export const imageByHash = async (db: Pick<Tx, "query">, hash: string): Promise<ImageRow | undefined> =>
  (await db.query<ImageRow>("select id, hash, width, height from images where hash = $1", [hash]))[0];

/**
 * Writes an image and its widths (webp bytes); undefined, with nothing written, when the same picture
 * (`hash`) was stored meanwhile by someone else.
 */
export const insertImage = async (
  tx: Pick<Tx, "query">,
  image: Omit<ImageRow, "id"> & { readonly variants: ReadonlyArray<{ readonly width: number; readonly data: Buffer }> },
): Promise<number | undefined> => {
  const [row] = await tx.query<{ id: number }>("insert into images (hash, width, height) values ($1, $2, $3) on conflict (hash) do nothing returning id", [
    image.hash,
    image.width,
    image.height,
  ]);
  if (!row) return undefined;
  for (const v of image.variants) await tx.query("insert into image_variants (image_id, width, bytes) values ($1, $2, $3)", [row.id, v.width, v.data]);
  return row.id;
};
