import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The text of the e-mails the journeys' demo shop wrote to its outbox (DATA_DIR/outbox, no SMTP_URL)
 * that contain `needle`, as the .eml files hold them (quoted-printable bodies decoded).
 */
export const mailsContaining = async (needle: string): Promise<string[]> => {
  const folder = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const texts = await Promise.all(names.map(async (name) => decodeQuotedPrintable(await readFile(join(folder, name), "utf8"))));
  return texts.filter((text) => text.includes(needle));
};

/** A quoted-printable text decoded as UTF-8 (soft line breaks joined, =XX bytes read). */
const decodeQuotedPrintable = (text: string): string => {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else for (const byte of Buffer.from(joined[i]!, "utf8")) bytes.push(byte);
  }
  return Buffer.from(bytes).toString("utf8");
};
