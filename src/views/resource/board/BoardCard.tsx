import type { FieldDef, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { titleOf } from "../actions/target";
import { Cell } from "../list/Cell";

/** One record on the board: its title and the board's card fields, draggable, focusable as one item of the column's list. */
export function BoardCard({ def, row, fields, focused, onFocus, onOpen, onDrag }: {
  def: ResourceDef;
  row: Rec;
  fields: readonly FieldDef[];
  focused: boolean;
  onFocus(): void;
  onOpen(): void;
  onDrag(): void;
}) {
  const title = titleOf(def, row);
  return (
    <li
      role="option" aria-selected={focused} tabIndex={focused ? 0 : -1} draggable
      data-testid="board-card" data-id={row.Id}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", String(row.Id));
        e.dataTransfer.effectAllowed = "move";
        onDrag();
      }}
      onFocus={onFocus} onClick={onFocus} onDoubleClick={onOpen}
      className={`cursor-grab rounded border bg-white p-2 text-sm shadow-sm outline-none ${focused ? "border-primary ring-2 ring-primary/40" : "border-gray-200"}`}
    >
      <p className="mb-1 font-medium text-gray-900">{title}</p>
      <dl className="grid grid-cols-[4.5rem_1fr] gap-x-1 gap-y-0.5 text-xs text-gray-700">
        {fields.map((f) => (
          <div key={f.key} className="contents">
            <dt className="text-gray-500">{f.label}</dt>
            <dd className="min-w-0 truncate"><Cell def={def} field={f} row={row} /></dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
