import { textKind } from "./textBase";

/** Several lines of plain text; its white space is kept. */
export const longText = textKind("longText", { keepSpace: true });
