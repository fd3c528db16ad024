import { sql, type SqlBool } from "kysely";
import { levelAtLeast } from "../../../../src/catalogue";
import { SUBJECT_RESOURCES, type SubjectType } from "../../../../src/catalogue/resources/content/contentEnums";
import { resourceByName } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { Redaction } from "../../../resources/hooks";

/** Whether this caller may read the library a subject type links to (false for a type whose library is not built). */
function readsSubjects(call: AuthedCall, type: string): boolean {
  const name = Object.hasOwn(SUBJECT_RESOURCES, type) ? SUBJECT_RESOURCES[type as SubjectType] : null;
  const resource = name === null ? undefined : resourceByName(name);
  return resource !== undefined && levelAtLeast(call.user.rights[resource.access], "READ");
}

/**
 * An image's copy of its subject's title is shown only to a caller who may read the subject's library
 * (issue 22: a reader sees only what they may read; the console's reference says 无权查看 the same way).
 * A filter by that title finds only images whose subject type the caller reads: the simplest rule under
 * which a filter cannot reveal a hidden title, and the same rows they could have found by eye.
 */
export const subjectTitleRedaction: Redaction = {
  keys: ["subjectTitle"],
  needs: ["subjectType"],
  row: (call, row) => (row.subjectTitle === null || row.subjectTitle === undefined || readsSubjects(call, String(row.subjectType))
    ? row : { ...row, subjectTitle: null }),
  shown: (call) => {
    const types = Object.keys(SUBJECT_RESOURCES).filter((t) => readsSubjects(call, t));
    return [types.length === 0 ? () => sql<SqlBool>`1 = 0` : (eb) => eb("subjectType", "in", types)];
  },
};
