import { lazy, Suspense } from "react";
import { INPUTS, type FieldInputProps } from "./inputs";
import { ChoiceInput } from "./inputs/basic";

// The region cascader brings the national division table: a chunk loaded by the first address editor.
const RegionInput = lazy(() => import("./inputs/RegionInput"));
const RefListInput = lazy(() => import("./inputs/RefListInput"));

/** The input for one field, chosen by its kind (a field fed by a tag tree is a choice; `picker` names a special one). */
export function FieldInput(props: FieldInputProps) {
  const Input = props.field.picker === "region" ? RegionInput : props.field.picker === "refs" ? RefListInput : props.field.tag ? ChoiceInput : INPUTS[props.field.kind];
  return (
    <Suspense fallback={<span className="text-xs text-gray-600">加载中…</span>}>
      <Input {...props} />
    </Suspense>
  );
}
