import { randomBytes } from "node:crypto";

// Crockford's base32: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new order number: `VT-` and 8 random base32 characters (40 bits), not guessable in sequence. */
export const newOrderNumber = (): string => `VT-${Array.from(randomBytes(8), (b) => ALPHABET[b & 31]).join("")}`;

/** Whether a text has the shape of an order number. */
export const isOrderNumber = (text: string): boolean => /^VT-[0-9A-HJKMNP-TV-Z]{8}$/.test(text);
