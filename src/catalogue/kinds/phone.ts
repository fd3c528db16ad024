import { textKind } from "./textBase";

const PHONE = /^[0-9+\-() ]{3,32}$/;

/** A telephone number as people write it: digits, +, -, brackets and spaces. */
export const phone = textKind("phone", { valid: (v) => PHONE.test(v), samples: (_f, n) => [`1380000${String(n).padStart(4, "0")}`] });
