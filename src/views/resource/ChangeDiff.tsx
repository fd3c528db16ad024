import type { Rec } from "../../rpc/resourceClient";
import { CHANGE_ACTIONS } from "../../catalogue/registry";
import { formatDateTime } from "./format";

type Obj = Record<string, unknown>;

const TIMES = new Set(["ctime", "utime", "lastLoginAt"]);

function show(key: string, v: unknown): string {
  if (v === undefined) return "";
  if (v === null) return "（空）";
  if (TIMES.has(key) && typeof v === "number") return formatDateTime(v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** A change record: who, when, what, and the record's fields before and after side by side, changed ones marked. */
export function ChangeDiff({ record }: { record: Rec }) {
  const before = (record.before ?? null) as Obj | null;
  const after = (record.after ?? null) as Obj | null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== "Id");
  const action = CHANGE_ACTIONS.find((a) => a.value === record.action)?.label ?? String(record.action ?? "");
  return (
    <div className="space-y-4" data-testid="change-diff">
      <dl className="grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
        <dt className="text-gray-600">时间</dt><dd>{formatDateTime(record.ctime)}</dd>
        <dt className="text-gray-600">操作人</dt><dd>{String(record.userName ?? "")}</dd>
        <dt className="text-gray-600">操作</dt><dd>{action}{record.method ? `（${String(record.method)}）` : ""}</dd>
        <dt className="text-gray-600">记录</dt><dd>{String(record.resource ?? "")} #{String(record.recordId ?? "")}</dd>
      </dl>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            <th className="w-28 px-2 py-1.5 font-normal">字段</th><th className="px-2 font-normal">变更前</th><th className="px-2 font-normal">变更后</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const b = before?.[k];
            const a = after?.[k];
            const changed = JSON.stringify(b) !== JSON.stringify(a);
            return (
              <tr key={k} className={`border-t border-gray-100 align-top ${changed ? "bg-amber-50" : ""}`} data-changed={changed || undefined}>
                <td className="px-2 py-1.5 font-mono text-gray-600">{k}</td>
                <td className="break-words px-2 py-1.5">{before ? show(k, b) : ""}</td>
                <td className="break-words px-2 py-1.5">{after ? show(k, a) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
