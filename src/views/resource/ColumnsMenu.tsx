import * as Menu from "@radix-ui/react-dropdown-menu";
import { Columns3 } from "lucide-react";
import type { FieldDef } from "../../catalogue";

/** Which listed columns the grid shows; the choice is remembered per user. */
export function ColumnsMenu({ columns, hidden, onToggle }: { columns: readonly FieldDef[]; hidden: ReadonlySet<string>; onToggle(key: string): void }) {
  return (
    <Menu.Root>
      <Menu.Trigger className="inline-flex items-center gap-1 rounded border border-gray-300 px-3 py-1 hover:border-primary" data-testid="columns-menu">
        <Columns3 size={14} aria-hidden="true" />列
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-30 min-w-[160px] rounded bg-white py-1 shadow-lg ring-1 ring-black/5">
          {columns.map((c) => (
            <Menu.CheckboxItem key={c.key} checked={!hidden.has(c.key)} onCheckedChange={() => onToggle(c.key)} onSelect={(e) => e.preventDefault()}
              className="flex cursor-pointer items-center gap-2 px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft">
              <span className="w-3">{hidden.has(c.key) ? "" : "✓"}</span>{c.label}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
