import { isFileFieldValue, UPLOAD_TYPES } from "../uploads";
import { textKind } from "./textBase";

/** A stored file's key under an upload prefix, or an https URL — never a script URL. */
export const image = textKind("image", {
  valid: isFileFieldValue,
  samples: (field, n) => [`${UPLOAD_TYPES[field.upload ?? "UDT_GOODS"].prefix}20260101/sample-${String(n).padStart(4, "0")}.png`],
});
