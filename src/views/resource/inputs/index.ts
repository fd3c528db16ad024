import { lazy, type ComponentType } from "react";
import type { FieldKind } from "../../../catalogue";
import { AreaInput, CheckInput, ChoiceInput, LineInput } from "./basic";
import { DateInput } from "./DateInput";
import type { FieldInputProps } from "./types";

// The heavier inputs load with the first field that needs them.
const RefInput = lazy(() => import("../RefInput"));
const UploadInput = lazy(() => import("../UploadInput"));
const RightsInput = lazy(() => import("./RightsInput"));
// Tiptap is a chunk of its own, loaded only when a rich-text field is first shown.
const RichTextInput = lazy(() => import("../richtext/RichTextInput"));

/** Every field kind's input; the compiler checks none is missing. */
export const INPUTS: { readonly [K in FieldKind]: ComponentType<FieldInputProps> } = {
  text: LineInput, email: LineInput, url: LineInput, phone: LineInput,
  integer: LineInput, decimal: LineInput, money: LineInput, discount: LineInput, date: DateInput, datetime: DateInput, tags: LineInput,
  longText: AreaInput, richText: RichTextInput, json: AreaInput,
  boolean: CheckInput, enum: ChoiceInput, dict: ChoiceInput,
  ref: RefInput, image: UploadInput, file: UploadInput, rights: RightsInput,
};

export type { FieldInputProps } from "./types";
