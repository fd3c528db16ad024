import type { ResourceDef } from "../../catalogue";
import { SUBJECT_RESOURCES, type SubjectType } from "../../catalogue/resources/content/contentEnums";
import { resourceByName } from "../../catalogue/registry";

/** The resource each work-editor route edits (contract §5): by route path. */
const EDITED: Readonly<Record<string, string>> = { "/sufa/sufaedit": "calligraphyWork", "/suha/suhaedit": "paintingWork" };

/** The list a work editor goes back to. */
const LISTS: Readonly<Record<string, string>> = { "/sufa/sufaedit": "/sufa/sufalist", "/suha/suhaedit": "/suha/list" };

export interface EditedWork {
  readonly name: string;
  readonly def: ResourceDef | undefined;
  /** The HD images' subjectType of this resource (hdImage.subjectType). */
  readonly subjectType: SubjectType | undefined;
  readonly listPath: string;
}

export function editedWork(path: string): EditedWork {
  const name = EDITED[path] ?? "";
  const subjectType = (Object.entries(SUBJECT_RESOURCES) as [SubjectType, string | null][]).find(([, r]) => r === name)?.[0];
  return { name, def: resourceByName(name), subjectType, listPath: LISTS[path] ?? "/" };
}
