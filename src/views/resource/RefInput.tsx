import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { resourceByName } from "../../catalogue/registry";
import { Button } from "../../ui/button";
import { Combobox } from "../../ui/combobox";
import { refLine, type RefAnswer } from "./format";
import type { FieldInputProps } from "./inputs/types";
import type { TextInputProps } from "./inputProps";
import { refId, useRefTitle } from "./list/refTitles";
import { useRecordOptions } from "./useRecordOptions";

/**
 * A searchable picker for a reference: type part of the other record's name, ↑/↓ to choose, Enter to
 * take it, Esc to close. The value is the chosen record's Id; the input shows its title (the Id after
 * it), or 已删除 / 无权查看 when the record is gone or the user may not read it.
 */
export function RefInput({ field, id, value, disabled, invalid, onChange, inputRef }: TextInputProps) {
  const target = resourceByName(field.ref ?? "");
  const [query, setQuery] = useState("");
  const { options, loading } = useRecordOptions(target, query, !disabled);
  const chosen = refId(value);
  const answer = useRefTitle(target?.name, chosen);
  const queries = useQueryClient();
  const take = (o: { value: string; label: string }) => {
    // The option already names the record: no call to learn what was just chosen.
    const named: RefAnswer = { state: "title", title: o.label };
    queries.setQueryData(["refTitle", target?.name, Number(o.value)], named);
    onChange(o.value);
  };
  return (
    <div className="flex gap-2">
      <Combobox id={id} inputRef={inputRef} className="flex-1" display={value === "" ? "" : refLine(answer, chosen)}
        query={query} onQueryChange={setQuery} options={options} loading={loading} onSelect={take}
        placeholder={`搜索${target?.label ?? ""}名称`} emptyText={`没有匹配的${target?.label ?? ""}`} disabled={disabled} invalid={invalid} />
      {value !== "" && !disabled && <Button onClick={() => onChange("")}>清除</Button>}
    </div>
  );
}

/** The editor's generic input props, for the kind map (loaded lazily). */
export default function RefInputForField(props: FieldInputProps) {
  return <RefInput {...props} value={typeof props.value === "string" ? props.value : ""} onChange={props.onChange} />;
}
