import { isFileFieldValue, UPLOAD_TYPES } from "../uploads";
import { textKind } from "./textBase";

/** Like an image: a stored key under an upload prefix, or an https URL. */
export const file = textKind("file", {
  valid: isFileFieldValue,
  samples: (field, n) => [`${UPLOAD_TYPES[field.upload ?? "UDT_GOODS"].prefix}20260101/sample-${String(n).padStart(4, "0")}.pdf`],
});
