import { textKind } from "./textBase";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address (at most 320 characters). */
export const email = textKind("email", { valid: (v) => EMAIL.test(v), samples: (_f, n) => [`sample${String(n).padStart(4, "0")}@example.com`] });
