import { book } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { bookHooks, bookTransitions } from "./booksPhotos";

/** 图书 (content.md §6): its rules and 上架/下架. */
export const rules = defineRules("book", (registry: MethodRegistry) => {
  registerResource(registry, book, { ...bookHooks, transitions: bookTransitions });
});
