import { useQuery } from "@tanstack/react-query";
import type { RecordTab, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { rpc } from "../../../rpc/transport";
import { formatValue } from "../format";
import { JsonValue } from "../JsonValue";

type RowsTab = Extract<RecordTab, { kind: "rows" }>;

/** A json field holding a list of objects (an order's lines), as a table with the tab's columns. */
export function RowsTable({ tab, record }: { tab: RowsTab; record: Rec }) {
  const raw = record[tab.key];
  if (!Array.isArray(raw) || raw.length === 0) return <p className="text-gray-600">没有{tab.label}。</p>;
  return <JsonValue field={{ key: tab.key, label: tab.label, kind: "json", columns: tab.columns }} value={raw} testId={`rows-${tab.key}`} />;
}

interface ChangeRow { Id: number; ctime: number; userName: string | null; summary: string | null }

/** Who changed the record and how, newest first. */
export function ChangesList({ def, record }: { def: ResourceDef; record: Rec }) {
  const changes = useQuery({
    queryKey: ["recordChanges", def.name, record.Id, record.utime],
    queryFn: ({ signal }) => rpc<{ data: ChangeRow[] }>(`${def.service}/list${def.entity}Change`, { Id: record.Id }, { signal }),
  });
  if (changes.isPending) return <p className="text-gray-600">加载中…</p>;
  const rows = changes.data?.data ?? [];
  if (rows.length === 0) return <p className="text-gray-600">还没有变更记录。</p>;
  const at = { key: "ctime", label: "时间", kind: "datetime" } as const;
  return (
    <ol className="space-y-2 text-sm" data-testid="record-changes">
      {rows.map((c) => (
        <li key={c.Id} className="border-b border-gray-100 pb-2">
          <span className="text-gray-600">{formatValue(at, c.ctime)} · {c.userName ?? "系统"}</span>
          <div>{c.summary}</div>
        </li>
      ))}
    </ol>
  );
}
