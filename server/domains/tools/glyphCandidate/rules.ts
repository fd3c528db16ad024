import { glyphCandidate } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { glyphDemoImages } from "./demoImages";
import { recognizeGlyphCandidate } from "./ocr";
import { candidateHooks, candidateTransitions } from "./review";

/** 字形采集 (content.md §12.1): the review (入库 into the glyph library, 丢弃, 标记重复, 恢复) and 自动识字. */
export const rules = defineRules("glyphCandidate", (registry: MethodRegistry) => {
  registerResource(registry, glyphCandidate, { ...candidateHooks, transitions: candidateTransitions });
  registerActions(registry, glyphCandidate, { recognizeGlyphCandidate }, machineHooks(glyphCandidate, candidateHooks));
}, { sweepers: [glyphDemoImages] });
