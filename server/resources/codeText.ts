import { randomInt } from "node:crypto";

/** Crockford base32 without I, L, O, U: nothing a person reading a card can take for another character. */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 16;

/**
 * A redemption code: the batch's prefix, then cryptographically random characters up to 16, shown in
 * groups of four (`MY7K-QW4R-8HXD-2PNC`). 32^12 or more possibilities per prefix: guessing is hopeless,
 * and the unique index catches the (practically impossible) repeat.
 */
export function newCode(prefix = ""): string {
  let raw = prefix;
  while (raw.length < CODE_LENGTH) raw += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return raw.match(/.{4}/g)?.join("-") ?? raw;
}

/** A code as typed by someone (lower case, spaces, no dashes) in its stored form, or null when it cannot be one. */
export function normalizeCode(text: string): string | null {
  const raw = text.toUpperCase().replace(/[\s-]/g, "");
  if (raw.length !== CODE_LENGTH || [...raw].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return raw.match(/.{4}/g)?.join("-") ?? raw;
}
