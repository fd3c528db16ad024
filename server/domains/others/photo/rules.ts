import { photo } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { photoHooks, photoTransitions } from "../book/booksPhotos";

/** 照片 (content.md §6): its rules and 上架/下架. */
export const rules = defineRules("photo", (registry: MethodRegistry) => {
  registerResource(registry, photo, { ...photoHooks, transitions: photoTransitions });
});
