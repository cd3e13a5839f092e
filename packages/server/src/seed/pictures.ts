import { createHash } from "node:crypto";
import sharp from "sharp";

/**
 * A demo picture drawn locally (no downloads): a soft gradient in the product's colour with a few
 * shapes placed by its name, so every product looks different and the same on every start.
 */
export const demoPicture = async (name: string, colour: string, size: { width: number; height: number } = { width: 800, height: 800 }): Promise<Buffer> => {
  const seed = createHash("sha256").update(name).digest();
  const { width, height } = size;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const x = (seed[i * 3]! / 255) * width;
    const y = (seed[i * 3 + 1]! / 255) * height;
    const r = 40 + (seed[i * 3 + 2]! / 255) * (Math.min(width, height) / 3);
    return i % 2 === 0
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.${2 + i}"/>`
      : `<rect x="${(x - r / 2).toFixed(0)}" y="${(y - r / 2).toFixed(0)}" width="${r.toFixed(0)}" height="${r.toFixed(0)}" rx="${(r / 5).toFixed(0)}" fill="#000000" fill-opacity="0.${1 + i}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
};
