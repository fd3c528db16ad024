import { useId, useState } from "react";
import { ACCESS_GROUPS, ACCESS_OBJECT_LABELS, type FieldDef, type ResourceDef } from "../../catalogue";
import { CHANGE_ACTIONS, resourceByName } from "../../catalogue/registry";
import type { Rec } from "../../rpc/resourceClient";
import { changeField, changeValue, methodLabel, resourceLabel } from "./form/changeLabels";
import { formatDateTime, refTargetOf } from "./format";
import { JsonDiff } from "./JsonDiff";
import { jsonDiff } from "./jsonShape";
import { JsonValue } from "./JsonValue";
import { RefText } from "./RefText";

type Obj = Record<string, unknown>;

const LEVEL_LABELS: Readonly<Record<string, string>> = { NONE: "无", READ: "只读", WRITE: "读写" };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A rights value, as stored (`{rights: {…}}`) or bare. */
function rightsOf(v: unknown): Obj | null {
  if (!v || typeof v !== "object") return null;
  const inner = (v as { rights?: unknown }).rights;
  return (inner && typeof inner === "object" ? inner : v) as Obj;
}

/** Rights before and after, one row per access object in its spec §3 group; changed objects marked. */
function RightsDiff({ before, after, all }: { before: unknown; after: unknown; all: boolean }) {
  const b = rightsOf(before);
  const a = rightsOf(after);
  const level = (r: Obj | null, o: string) => (r ? LEVEL_LABELS[String(r[o] ?? "NONE")] ?? String(r[o]) : "");
  const rows = ACCESS_GROUPS.flatMap((g) => g.objects.map((o) => ({ group: g.label, o, changed: level(b, o) !== level(a, o) })))
    .filter((r) => all || r.changed);
  if (rows.length === 0) return <span className="text-gray-600">（无变化）</span>;
  return (
    <table className="w-full border-collapse text-xs" data-testid="rights-diff">
      <thead><tr className="text-left text-gray-600"><th scope="col" className="font-normal">对象</th><th scope="col" className="font-normal">变更前</th><th scope="col" className="font-normal">变更后</th></tr></thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.o} className={r.changed ? "bg-amber-100" : undefined} data-changed={r.changed || undefined}>
            <th scope="row" className="pr-2 text-left font-normal"><span className="text-gray-600">{r.group} · </span>{ACCESS_OBJECT_LABELS[r.o]}</th>
            <td className="pr-2">{b ? level(b, r.o) : ""}</td>
            <td>{a ? level(a, r.o) : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One side of a changed field: references by their records' titles, structured values as tables. */
function ChangeValue({ field, k, side }: { field: FieldDef | undefined; k: string; side: Obj }) {
  const v = side[k];
  if (v === undefined) return null;
  if (field && v !== null && v !== "" && (field.kind === "ref" || field.refBy)) return <RefText resource={refTargetOf(field, side)} value={v} />;
  if (field?.kind === "json" && v !== null && v !== "") return <JsonValue field={field} value={v} />;
  return <>{changeValue(field, k, v)}</>;
}

/** The changed record by its title as the change saw it (a deleted one too), else as it is now; its Id after it. */
function RecordName({ def, recordId, before, after }: { def: ResourceDef | undefined; recordId: unknown; before: Obj | null; after: Obj | null }) {
  const own = def ? after?.[def.titleField] ?? before?.[def.titleField] : undefined;
  const titleField = def?.fields.find((f) => f.key === def.titleField);
  if (typeof own === "string" && own !== "" && titleField?.kind !== "ref") {
    return <span data-slot="ref" data-ref-state="title">「{own}」<span className="ml-1 text-xs text-gray-500 tabular-nums">#{String(recordId ?? "")}</span></span>;
  }
  return <RefText resource={def?.name} value={recordId} />;
}

/**
 * A change record: who, when, what (in Chinese: 后台用户, 设置状态), and the record's fields before and
 * after side by side under their labels, values as the resource's screens show them. Only the changed
 * fields by default; 「显示全部字段」 shows the rest.
 */
export function ChangeDiff({ record }: { record: Rec }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const before = (record.before ?? null) as Obj | null;
  const after = (record.after ?? null) as Obj | null;
  const def = resourceByName(String(record.resource ?? ""));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== "Id");
  const rows = keys.map((k) => ({ k, ...changeField(def, k), changed: !same(before?.[k], after?.[k]) }));
  const shown = rows.filter((r) => all || r.changed);
  const action = CHANGE_ACTIONS.find((a) => a.value === record.action)?.label ?? String(record.action ?? "");
  const cell = (field: FieldDef | undefined, k: string, side: Obj | null) => (side ? <ChangeValue field={field} k={k} side={side} /> : null);
  return (
    <div className="space-y-4" data-testid="change-diff">
      <dl className="grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
        <dt className="text-gray-600">时间</dt><dd>{formatDateTime(record.ctime)}</dd>
        <dt className="text-gray-600">操作人</dt><dd>{String(record.userName ?? "")}</dd>
        <dt className="text-gray-600">操作</dt><dd data-testid="change-method">{methodLabel(record.method, record.resource) || action}</dd>
        <dt className="text-gray-600">记录</dt><dd data-testid="change-resource">{resourceLabel(record.resource)} <RecordName def={def} recordId={record.recordId} before={before} after={after} /></dd>
      </dl>
      <label htmlFor={`${id}-all`} className="flex items-center gap-2 text-sm">
        <input id={`${id}-all`} type="checkbox" className="h-4 w-4" checked={all} onChange={(e) => setAll(e.target.checked)} />
        显示全部字段
        <span className="text-gray-600">（共 {rows.length} 个，{rows.filter((r) => r.changed).length} 个有变化）</span>
      </label>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            <th scope="col" className="w-28 px-2 py-1.5 font-normal">字段</th><th scope="col" className="px-2 font-normal">变更前</th><th scope="col" className="px-2 font-normal">变更后</th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && <tr><td colSpan={3} className="px-2 py-1.5 text-gray-600">没有字段变化。</td></tr>}
          {shown.map(({ k, label, field, changed }) => (
            <tr key={k} className={`border-t border-gray-100 align-top ${changed ? "bg-amber-50" : ""}`} data-changed={changed || undefined} data-field={k}>
              <th scope="row" className="px-2 py-1.5 text-left font-normal text-gray-600">{label}</th>
              {field?.kind === "rights" ? (
                <td colSpan={2} className="px-2 py-1.5"><RightsDiff before={before?.[k]} after={after?.[k]} all={all} /></td>
              ) : field?.kind === "json" && jsonDiff(field, before?.[k], after?.[k]) ? (
                <td colSpan={2} className="px-2 py-1.5"><JsonDiff field={field} before={before?.[k]} after={after?.[k]} all={all} /></td>
              ) : (
                <>
                  <td className="break-words px-2 py-1.5">{cell(field, k, before)}</td>
                  <td className="break-words px-2 py-1.5">{cell(field, k, after)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
