import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check, Columns3 } from "lucide-react";
import type { FieldDef } from "../../../catalogue";
import { buttonVariants } from "../../../ui/button";
import type { ColumnPrefs } from "../columnPrefs";

const ITEM = "flex cursor-pointer items-center gap-2 px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft";

/** Which columns the grid shows: the listed ones (on by default) and the others a record has (off by default); kept per user on the server. */
export function ColumnsMenu({ listed, optional, prefs, onToggle, onReset }: {
  listed: readonly FieldDef[];
  optional: readonly FieldDef[];
  prefs: ColumnPrefs;
  onToggle(key: string, listed: boolean): void;
  /** Back to the default columns, order and widths. */
  onReset(): void;
}) {
  const item = (c: FieldDef, isListed: boolean) => {
    const on = isListed ? !prefs.hidden.has(c.key) : prefs.shown.has(c.key);
    return (
      <Menu.CheckboxItem key={c.key} checked={on} onCheckedChange={() => onToggle(c.key, isListed)} onSelect={(e) => e.preventDefault()} className={ITEM}>
        <span className="w-3">{on && <Check size={12} aria-hidden="true" />}</span>{c.label}
      </Menu.CheckboxItem>
    );
  };
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonVariants()} data-testid="columns-menu" data-slot="button">
        <Columns3 size={14} aria-hidden="true" />列
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-30 max-h-[60vh] min-w-[160px] overflow-y-auto rounded bg-white py-1 shadow-lg ring-1 ring-black/5">
          {listed.map((c) => item(c, true))}
          {optional.length > 0 && <Menu.Separator className="my-1 h-px bg-gray-100" />}
          {optional.map((c) => item(c, false))}
          <Menu.Separator className="my-1 h-px bg-gray-100" />
          <Menu.Item className={ITEM} onSelect={onReset} data-testid="columns-reset"><span className="w-3" />恢复默认列、顺序和宽度</Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
