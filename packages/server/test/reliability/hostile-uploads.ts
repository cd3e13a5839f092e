import { type FilePart, type Kind, ODD_TEXT } from "./hostile.js";

// The pictures the guard (guard.test.ts) uploads, per kind of hostility (hostile.ts): junk behind a
// PNG signature, odd file names, and headers claiming sizes no decoder should try.

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** A PNG header (signature and IHDR with a valid checksum) claiming `width`×`height`, then `rest`. */
const pngClaiming = (width: number, height: number, rest: Uint8Array = new Uint8Array()): Uint8Array => {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  ihdr.writeUInt32BE(crc32(ihdr.subarray(4, 21)), 21);
  return Buffer.concat([Buffer.from(PNG_MAGIC), ihdr, rest]);
};

/**
 * The picture of an upload, per kind: up to `size` bytes of junk behind a PNG signature, a file name
 * of odd Unicode, a WebP header, and pictures claiming sizes no decoder should try.
 */
export const uploadOf = (kind: Kind, size: number): FilePart => {
  const file = (bytes: Uint8Array, filename = "photo.png", type = "image/png"): FilePart => ({ name: "file", filename, type, bytes });
  switch (kind) {
    case "long":
      return file(Buffer.concat([Buffer.from(PNG_MAGIC), Buffer.alloc(size - 8, "A")]), `${"a".repeat(4000)}.png`);
    case "deep":
      return { ...file(pngClaiming(1, 1)), name: `file${"[a]".repeat(5000)}` };
    case "many":
      // Thousands of IDAT chunks of nothing.
      return file(
        pngClaiming(
          64,
          64,
          Buffer.concat(Array.from({ length: Math.floor((size - 40) / 12) }, () => Buffer.from([0, 0, 0, 0, 0x49, 0x44, 0x41, 0x54, 0x35, 0xaf, 0x06, 0x1e]))),
        ),
      );
    case "sparse":
      return { ...file(pngClaiming(1, 1)), name: "file[999999999]" };
    case "unicode":
      return file(
        Buffer.concat([Buffer.from("RIFF\u00ff\u00ff\u00ff\u00ffWEBPVP8 ", "latin1"), Buffer.alloc(1000, 0xff)]),
        `${ODD_TEXT}.webp`,
        `image/webp; charset=${ODD_TEXT}`,
      );
    case "numbers":
      return file(pngClaiming(0x7fffffff, 0x7fffffff, Buffer.alloc(size / 2)));
    case "lists":
      return { ...file(pngClaiming(1, 1)), name: "file[]" };
  }
};
