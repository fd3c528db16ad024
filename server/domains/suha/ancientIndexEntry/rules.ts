import { ancientIndexEntry } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { createWorkFromEntry, indexEntryHooks, matchEntry, unmatchEntry } from "./indexMatching";

/** 古代书画索引 (content.md §3): matching an entry to a work, or making the work from it. */
export const rules = defineRules("ancientIndexEntry", (registry: MethodRegistry) => {
  registerResource(registry, ancientIndexEntry, {
    ...indexEntryHooks, transitions: { match: matchEntry, createWork: createWorkFromEntry, unmatch: unmatchEntry },
  });
});
