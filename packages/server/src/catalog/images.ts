import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, type ProductImage } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { imageByHash, insertImage } from "./image-data.js";

/** Widths every image is stored in (webp), for srcset. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** The width a page shows by default (`url` of an image answer). */
const DEFAULT_WIDTH = 640;
/** Largest side accepted: anything bigger is a decompression bomb, not a product photo. */
const MAX_SIDE = 8000;
/** Most pixels decoded (about 40 Mpx, a high-end camera's photo): sharp refuses bigger images before decoding them. */
export const MAX_PIXELS = 40_000_000;
// One decode at a time: a 40 Mpx picture takes ~160 MB while it is being decoded, and several uploads
// at once would add those up and take every libuv thread from the database and password hashing.
const oneDecodeAtATime = pLimit(1);

/** Why an upload was refused: the field error kind of `file`, and the message. */
export class ImageRejected extends InvalidInput {
  constructor(kind: "type" | "max" | "invalid", message: string) {
    super({ file: [kind] }, message);
  }
}

/** The type of an image by its first bytes (never by its name or declared type). */
export const sniffImageType = (bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | undefined => {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a)
    return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 12 && String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP") return "image/webp";
  return undefined;
};

/** The public URL of one stored width of an image. */
export const imageUrl = (hash: string, width: number): string => `/images/${hash}-${width}.webp`;

/** A stored image as the API answers it: the default width's URL and every width for srcset. */
export const imageJson = (image: { readonly hash: string; readonly width: number; readonly height: number }): ProductImage => {
  const widths = IMAGE_WIDTHS.filter((w) => w <= Math.max(image.width, IMAGE_WIDTHS[0]));
  const shown = widths.includes(DEFAULT_WIDTH) ? DEFAULT_WIDTH : widths[widths.length - 1]!;
  return {
    url: imageUrl(image.hash, shown),
    srcset: widths.map((w) => `${imageUrl(image.hash, w)} ${w}w`).join(", "),
    width: shown,
    height: Math.round((image.height / image.width) * shown),
  };
};

/** A stored image: its id and answer. */
type StoredImage = { readonly id: number } & ProductImage;

/** A stored image's row as the dashboard's answers name it: with its id, to send back in an edit. */
export const storedImageJson = (row: { readonly id: number; readonly hash: string; readonly width: number; readonly height: number }): StoredImage => ({
  id: row.id,
  ...imageJson(row),
});

/** An upload checked and re-encoded, not yet stored. */
interface DecodedImage {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly variants: ReadonlyArray<{ readonly width: number; readonly data: Buffer }>;
}

/**
 * Checks an image by content (png, webp or jpeg; at most 5 MB; sane dimensions) and re-encodes it to
 * webp in every width, one decode at a time; or, when the same picture is stored already (looked up
 * with `db`), answers that one without decoding it.
 */
const prepareImage = async (db: Pick<Db, "query">, bytes: Uint8Array): Promise<{ stored: StoredImage } | { decoded: DecodedImage }> => {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected("max", `The image is larger than ${MAX_IMAGE_MB} MB.`);
  if (!sniffImageType(bytes)) throw new ImageRejected("type", "Only PNG, WebP and JPEG images are accepted.");
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRejected("invalid", "The file is not a readable image.");
  }
  if (!meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE || meta.width * meta.height > MAX_PIXELS) {
    throw new ImageRejected("invalid", `Images may be at most ${MAX_SIDE} pixels on each side and ${MAX_PIXELS / 1_000_000} million pixels in all.`);
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const existing = await imageByHash(db, hash);
  if (existing) return { stored: storedImageJson(existing) };
  try {
    const variants = await oneDecodeAtATime(async () => {
      const out: Array<{ width: number; data: Buffer }> = [];
      for (const width of IMAGE_WIDTHS) {
        out.push({
          width,
          data: await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        });
      }
      return out;
    });
    return { decoded: { hash, width: meta.width, height: meta.height, variants } };
  } catch {
    throw new ImageRejected("invalid", "The file is not a readable image.");
  }
};

/** Writes a decoded image and its variants; the same picture stored meanwhile by someone else is kept, and answered. */
const saveImage = async (tx: Tx, image: DecodedImage): Promise<StoredImage> => {
  const id = await insertImage(tx, image);
  return storedImageJson(id === undefined ? (await imageByHash(tx, image.hash))! : { id, ...image });
};

/**
 * Checks, re-encodes and stores an image within the caller's transaction (the demo data's). The same
 * picture uploaded twice is stored once. Resolves with the image's id and answer.
 */
export const storeImage = async (tx: Tx, bytes: Uint8Array): Promise<StoredImage> => {
  const prepared = await prepareImage(tx, bytes);
  return "stored" in prepared ? prepared.stored : saveImage(tx, prepared.decoded);
};

/**
 * Like {@link storeImage} for an upload: the image is decoded and resized (seconds for a large one)
 * before the transaction that writes it opens, so no database connection is held meanwhile (on
 * PGlite, the only one: every other visitor would wait for the decode).
 */
export const uploadImage = async (db: Pick<Db, "query" | "transaction">, bytes: Uint8Array): Promise<StoredImage> => {
  const prepared = await prepareImage(db, bytes);
  return "stored" in prepared ? prepared.stored : db.transaction((tx) => saveImage(tx, prepared.decoded));
};
