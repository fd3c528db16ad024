import type { FieldDef } from "../../catalogue";
import { CellText } from "./JsonValue";
import { jsonDiff } from "./jsonShape";

const MARK = { same: "", added: "新增", removed: "删除" } as const;
const TONE = { same: "", added: "bg-green-50", removed: "bg-red-50 text-gray-600" } as const;

/**
 * A structured field's change as one table: added rows marked 新增, removed ones 删除 (struck through),
 * unchanged ones only when `all` asks for them. Null when the value is not objects (shown side by side).
 */
export function JsonDiff({ field, before, after, all }: { field: FieldDef; before: unknown; after: unknown; all: boolean }) {
  const diff = jsonDiff(field, before, after);
  if (!diff) return null;
  const shown = diff.rows.filter((r) => all || r.change !== "same");
  const kept = diff.rows.length - shown.length;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid={`json-diff-${field.key}`}>
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            <th scope="col" className="w-12 px-2 py-1 font-normal">变化</th>
            {diff.columns.map((c) => <th key={c.key} scope="col" className="whitespace-nowrap px-2 py-1 font-normal">{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            <tr key={i} className={`border-t border-gray-100 ${TONE[r.change]}`} data-change={r.change}>
              <td className="whitespace-nowrap px-2 py-1">{MARK[r.change]}</td>
              {r.cells.map((cell, j) => <td key={diff.columns[j]?.key ?? j} className={`break-words px-2 py-1 ${r.change === "removed" ? "line-through" : ""}`}><CellText cell={cell} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
      {kept > 0 && <p className="mt-1 text-xs text-gray-600">其余 {kept} 行未变（勾选「显示全部字段」可查看）。</p>}
    </div>
  );
}
