import { textKind } from "./textBase";

/** One line of text. */
export const text = textKind("text");
