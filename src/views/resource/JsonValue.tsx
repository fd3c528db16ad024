import type { FieldDef } from "../../catalogue";
import { jsonShape, type JsonCell, type JsonTable } from "./jsonShape";
import { RefText } from "./RefText";

/** One cell of a structured value: a reference by its record's title, else its formatted text. */
export function CellText({ cell }: { cell: JsonCell }) {
  if ("ref" in cell) return <RefText resource={cell.ref} value={cell.id} />;
  return <>{cell.text || "—"}</>;
}

function Table({ table, testId }: { table: JsonTable; testId: string }) {
  return (
    <table className="w-full border-collapse text-sm" data-testid={testId}>
      <thead>
        <tr className="bg-gray-50 text-left text-gray-600">
          {table.columns.map((c) => <th key={c.key} scope="col" className="px-2 py-1.5 font-normal">{c.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((r, i) => (
          <tr key={i} className="border-t border-gray-100">
            {r.map((cell, j) => <td key={table.columns[j]?.key ?? j} className="break-words px-2 py-1.5"><CellText cell={cell} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A json field as people read it: a list of objects as a table under Chinese headings (money and times
 * formatted by the catalogue's kinds), one object as labelled values, a list of Ids as the records' titles.
 */
export function JsonValue({ field, value, empty = "—", testId = `json-${field.key}` }: { field: FieldDef; value: unknown; empty?: string; testId?: string }) {
  const shape = jsonShape(field, value);
  switch (shape.kind) {
    case "empty": return <span className="text-gray-600">{empty}</span>;
    case "table": return <Table table={shape.table} testId={testId} />;
    case "fields":
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid={testId}>
          {shape.table.columns.map((c, j) => [
            <dt key={`${c.key}-t`} className="text-gray-600">{c.label}</dt>,
            <dd key={`${c.key}-d`} className="break-words"><CellText cell={shape.table.rows[0]?.[j] ?? { text: "" }} /></dd>,
          ])}
        </dl>
      );
    case "refs":
      return (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid={testId}>
          {shape.ids.map((id) => <li key={id}><RefText resource={shape.resource} value={id} /></li>)}
        </ul>
      );
    default: return <span className="break-words">{shape.text}</span>;
  }
}
