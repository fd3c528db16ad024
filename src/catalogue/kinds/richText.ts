import { textKind } from "./textBase";

/** HTML from the rich-text editor (sanitised on the server before it is stored). */
export const richText = textKind("richText", { keepSpace: true, samples: (_f, n) => [`<p>样例${String(n).padStart(4, "0")}</p>`] });
