import { textKind } from "./textBase";

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** An http(s) address (at most 2048 characters). */
export const url = textKind("url", { valid: isWebUrl, samples: (_f, n) => [`https://example.com/s/${String(n).padStart(4, "0")}`] });
