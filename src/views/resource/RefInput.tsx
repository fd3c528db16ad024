import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { resourceByName } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { Combobox } from "../../ui/combobox";
import type { FieldInputProps } from "./inputs/types";
import type { TextInputProps } from "./inputProps";
import { useRecordOptions } from "./useRecordOptions";

/**
 * A searchable picker for a reference: type part of the other record's name, ↑/↓ to choose, Enter to
 * take it, Esc to close. The value is the chosen record's Id.
 */
export function RefInput({ field, id, value, disabled, invalid, onChange, inputRef }: TextInputProps) {
  const target = resourceByName(field.ref ?? "");
  const client = useMemo(() => (target ? resourceClient(target) : null), [target]);
  const [query, setQuery] = useState("");
  const { options, loading } = useRecordOptions(target, query, !disabled);
  const chosen = useQuery({
    queryKey: ["refName", field.ref, value],
    queryFn: async () => (await client!.get(Number(value), { silent: true })).data,
    enabled: client !== null && value !== "" && Number.isInteger(Number(value)),
    staleTime: 60_000,
  });
  const title = chosen.data ? String(chosen.data[target?.titleField ?? "Id"] ?? "") : "";
  return (
    <div className="flex gap-2">
      <Combobox id={id} inputRef={inputRef} className="flex-1" display={value === "" ? "" : `${title || "…"}（#${value}）`}
        query={query} onQueryChange={setQuery} options={options} loading={loading} onSelect={(o) => onChange(o.value)}
        placeholder={`搜索${target?.label ?? ""}名称`} emptyText={`没有匹配的${target?.label ?? ""}`} disabled={disabled} invalid={invalid} />
      {value !== "" && !disabled && <Button onClick={() => onChange("")}>清除</Button>}
    </div>
  );
}

/** The editor's generic input props, for the kind map (loaded lazily). */
export default function RefInputForField(props: FieldInputProps) {
  return <RefInput {...props} value={typeof props.value === "string" ? props.value : ""} onChange={props.onChange} />;
}
