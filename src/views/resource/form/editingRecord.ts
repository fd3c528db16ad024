import { createContext, useContext } from "react";
import type { ResourceDef } from "../../../catalogue";

/** The record a form edits (its resource, and its Id once saved): what an input needs to link to the record (富文本预览). */
export interface EditingRecordValue {
  readonly resource: ResourceDef;
  readonly Id: number | null;
}

export const EditingRecord = createContext<EditingRecordValue | null>(null);

/** The record the surrounding editor shows; null in an action form or outside an editor. */
export function useEditingRecord(): EditingRecordValue | null {
  return useContext(EditingRecord);
}
