import { lazy, type ComponentType } from "react";
import type { FieldKind } from "../../../catalogue";
import { AreaInput, CheckInput, ChoiceInput, LineInput } from "./basic";
import type { FieldInputProps } from "./types";

// The heavier inputs load with the first field that needs them.
const RefInput = lazy(() => import("../RefInput"));
const UploadInput = lazy(() => import("../UploadInput"));
const RightsInput = lazy(() => import("./RightsInput"));

/** Every field kind's input; the compiler checks none is missing. */
export const INPUTS: { readonly [K in FieldKind]: ComponentType<FieldInputProps> } = {
  text: LineInput, email: LineInput, url: LineInput, phone: LineInput,
  integer: LineInput, decimal: LineInput, money: LineInput, date: LineInput, datetime: LineInput, tags: LineInput,
  longText: AreaInput, richText: AreaInput, json: AreaInput,
  boolean: CheckInput, enum: ChoiceInput, dict: ChoiceInput,
  ref: RefInput, image: UploadInput, file: UploadInput, rights: RightsInput,
};

export type { FieldInputProps } from "./types";
