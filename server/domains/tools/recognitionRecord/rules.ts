import { recognitionRecord } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { addRecognitionToEvalSet, clearRecognitionBadCase, markRecognitionBadCase } from "./badCases";
import { recognitionDemoImages } from "./demoImages";

/** 识图记录 (content.md §12.7): list and get, and the staff's three marks; no create, update or delete. */
export const rules = defineRules("recognitionRecord", (registry: MethodRegistry) => {
  registerResource(registry, recognitionRecord);
  registerActions(registry, recognitionRecord, { markRecognitionBadCase, clearRecognitionBadCase, addRecognitionToEvalSet });
}, { sweepers: [recognitionDemoImages] });
