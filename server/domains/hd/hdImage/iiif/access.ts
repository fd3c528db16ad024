import { levelAtLeast, type AccessObject } from "../../../../../src/catalogue";
import { SUBJECT_TYPES } from "../../../../../src/catalogue/resources/content/contentEnums";
import type { AuthedCall } from "../../../../platform/rpc/call";
import { RpcError } from "../../../../platform/wire/errors";

/**
 * Who may view what (issue 15 brief, content.md §17.1 "READ on the route's object"): a work's images
 * with READ on its library's object — 书画 and 书法 under `suha` or `artist` (/suha/artist/suha/view is an
 * `artist` route), index plates under `suhaIndex`, the others under their own object; an HD image or an
 * album as such with READ on `hdpic` or `shiyShuCai`.
 */
const SUBJECT_OBJECTS: Readonly<Record<string, readonly AccessObject[]>> = {
  suha: ["suha", "artist"],
  sufa: ["suha", "artist"],
  indexPlate: ["suhaIndex"],
  wenwu: ["wenwu"],
  westart: ["westart"],
  book: ["book"],
  photo: ["photo"],
  shiyWork: ["shiy"],
};
export const LIBRARY_OBJECTS: readonly AccessObject[] = ["hdpic", "shiyShuCai"];

const typeLabel = (type: string) => SUBJECT_TYPES.find((t) => t.value === type)?.label ?? type;

export function objectsOfSubject(type: string): readonly AccessObject[] {
  return SUBJECT_OBJECTS[type] ?? [];
}

export function mayRead(call: AuthedCall, objects: readonly AccessObject[]): boolean {
  return objects.some((o) => levelAtLeast(call.user.rights[o], "READ"));
}

export function mayWriteLibrary(call: AuthedCall): boolean {
  return levelAtLeast(call.user.rights.hdpic, "WRITE");
}

export function requireSubjectRead(call: AuthedCall, type: string): void {
  if (!mayRead(call, objectsOfSubject(type))) throw new RpcError("PERMISSION_DENIED", `没有查看${typeLabel(type)}高清图的权限`);
}

export function requireLibraryRead(call: AuthedCall, what = "高清图"): void {
  if (!mayRead(call, LIBRARY_OBJECTS)) throw new RpcError("PERMISSION_DENIED", `没有查看${what}的权限`);
}
