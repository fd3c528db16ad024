import { hdImage } from "../../../../../src/catalogue/registry";
import { SUBJECT_TYPES } from "../../../../../src/catalogue/resources/content/contentEnums";
import type { Row } from "../../../../platform/db/types";
import { findRecord } from "../../../../resources/queries";
import type { AuthedCall } from "../../../../platform/rpc/call";
import { notFound } from "../../../../platform/wire/errors";
import { mayRead, mayWriteLibrary, objectsOfSubject, requireLibraryRead, requireSubjectRead } from "./access";
import { findImage, imagesOfSubject, viewerImage, type PhysicalSize, type ViewerImage } from "./images";
import { physicalSize, subjectFields, subjectOf, subjectResource, type ViewerSubject } from "./subject";

export interface ImageSet {
  subject: ViewerSubject;
  images: ViewerImage[];
}

/** An image as its own subject: what the panel's image lines already show, and the tiler's bookkeeping, are left out. */
const IMAGE_AS_SUBJECT_OMITS = new Set([
  "widthPx", "heightPx", "ppi", "attribution", "license", "downloadable", "fileSize",
  "tileProgress", "tileJobId", "tileLayout", "tileSize", "tileError",
]);

const typeLabel = (type: string) => SUBJECT_TYPES.find((t) => t.value === type)?.label ?? type;

/** A subject's record, or null when this build has no resource for its type. NOT_FOUND when it is gone. */
async function subjectRecord(call: AuthedCall, type: string, id: number): Promise<Row | null> {
  const resource = subjectResource(type);
  if (!resource) return null;
  const record = await findRecord(call.db, resource, id);
  if (!record) throw notFound(`${resource.label}不存在`);
  return record;
}

function images(call: AuthedCall, rows: readonly Row[], size: PhysicalSize | undefined): ViewerImage[] {
  const mayWrite = mayWriteLibrary(call);
  return rows.map((row) => viewerImage(call, row, { mayWrite, ...(size ? { size } : {}) }));
}

/** `{subjectType, subjectId}`: the work's images in page order, with its fields for the side panel. */
export async function imageSetOfSubject(call: AuthedCall, type: string, id: number): Promise<ImageSet> {
  requireSubjectRead(call, type);
  const record = await subjectRecord(call, type, id);
  const rows = await imagesOfSubject(call.db, type, id);
  const resource = subjectResource(type);
  if (record && resource) {
    return { subject: await subjectOf(call.db, call, type, resource, record), images: images(call, rows, physicalSize(record)) };
  }
  // This build has no table for the type (yet): the images still name their subject.
  const first = rows[0];
  if (!first) throw notFound(`${typeLabel(type)}（Id ${id}）没有高清图`);
  return { subject: { type, Id: id, title: String(first.subjectTitle ?? ""), fields: [] }, images: images(call, rows, undefined) };
}

/**
 * `{hdImageId}`: one image, with the other images of its subject around it (for `[`/`]` and the split
 * view of two versions). The subject's own fields only for a caller who may read its library; otherwise
 * the image itself is the subject (its form still decides how a handscroll opens).
 */
export async function imageSetOfImage(call: AuthedCall, imageId: number): Promise<ImageSet> {
  const image = await findImage(call.db, imageId);
  const type = typeof image?.subjectType === "string" ? image.subjectType : "none";
  const subjectId = typeof image?.subjectId === "number" ? image.subjectId : null;
  const readsSubject = subjectId !== null && mayRead(call, objectsOfSubject(type));
  if (!readsSubject) requireLibraryRead(call);
  if (!image) throw notFound("高清图不存在");
  const resource = subjectResource(type);
  const record = subjectId !== null && resource ? await findRecord(call.db, resource, subjectId) : null;
  const rows = subjectId !== null ? await imagesOfSubject(call.db, type, subjectId) : [image];
  const set = rows.some((r) => r.Id === image.Id) ? rows : [image, ...rows];
  const size = record ? physicalSize(record) : undefined;
  if (record && resource && readsSubject) {
    return { subject: await subjectOf(call.db, call, type, resource, record), images: images(call, set, size) };
  }
  const form = typeof record?.form === "string" && record.form !== "" ? record.form : undefined;
  return {
    subject: {
      type: "hdImage", Id: image.Id as number, title: String(image.title ?? ""),
      ...(form ? { form } : {}),
      fields: await subjectFields(call.db, call, hdImage, image, IMAGE_AS_SUBJECT_OMITS),
    },
    images: images(call, set, size),
  };
}
