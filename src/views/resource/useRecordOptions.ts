import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ResourceDef } from "../../catalogue";
import { jsonq } from "../../rpc/listPayload";
import { resourceClient } from "../../rpc/resourceClient";
import type { ComboboxOption } from "../../ui/combobox";

const SHOWN = 10;

/**
 * Records of a resource whose name contains what was typed (debounced), as combobox options: for
 * reference fields and for picking a child list's parent; `where` keeps them to records with those
 * field values (a refs picker's scope).
 */
export function useRecordOptions(target: ResourceDef | undefined, query: string, enabled = true, where?: Readonly<Record<string, string | number>>): { options: ComboboxOption[]; loading: boolean } {
  const client = useMemo(() => (target ? resourceClient(target) : null), [target]);
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setDebounced(query.trim()), 200);
    return () => clearTimeout(t);
  }, [query]);
  const matches = useQuery({
    queryKey: ["refSearch", target?.name, debounced, ...(where ? [where] : [])],
    queryFn: ({ signal }) => client!.list({
      page: { skip: 0, limit: SHOWN }, cond: { jsonq: jsonq({ ...where, ...(debounced ? { [target!.titleField]: debounced } : {}) }) },
      sort: target!.defaultSort, mask: { fields: [target!.titleField] },
    }, { signal }),
    enabled: enabled && client !== null,
  });
  const options = useMemo(
    () => (matches.data?.data ?? []).map((r) => ({ value: String(r.Id), label: String(r[target?.titleField ?? "Id"] ?? ""), hint: `#${r.Id}` })),
    [matches.data, target],
  );
  // Until the typed text has been searched, the options on screen answer an older text: not to be taken.
  return { options, loading: matches.isPending || debounced !== query.trim() };
}
