import type { AccessObject } from "./access";
import type { FieldDef } from "./fields";
import { UPLOAD_DATA_TYPES, UPLOAD_TYPES, type UploadDataType } from "./uploads";

/**
 * The upload types whose images a rich-text field may show: the field's own, or else every image type
 * of its resource's screens (书院课程 → UDT_COURSE, UDT_SHIY). The console uploads into the first;
 * the server signs no stored file of another type, so that a writer cannot make, say, an invoice
 * readable by putting its key into a course's text.
 */
export function richTextImageTypes(field: FieldDef, access: AccessObject): readonly UploadDataType[] {
  if (field.upload) return [field.upload];
  return UPLOAD_DATA_TYPES.filter((t) => UPLOAD_TYPES[t].access === access && (UPLOAD_TYPES[t].contentTypes as readonly string[]).includes("image/png"));
}

/** Whether a stored file's key is one a rich-text field of a resource with this access object may show. */
export function richTextMayShow(field: FieldDef, access: AccessObject, key: string): boolean {
  return richTextImageTypes(field, access).some((t) => key.startsWith(UPLOAD_TYPES[t].prefix));
}
