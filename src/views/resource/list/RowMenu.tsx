import * as Menu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import type { ActionChoice, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { buttonVariants } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import type { ScreenAccess } from "../access";
import { offersFor, type Offer } from "../actions/offers";
import { titleOf } from "../actions/target";

const ITEM = "flex cursor-pointer items-center justify-between gap-4 px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft";

/**
 * A row's 操作 menu, for the mouse: 查看, 编辑, the actions and transitions the row's state allows,
 * 删除 — the same offers the keyboard and the palette give the focused row. Built only when opened.
 */
export function RowMenu({ def, row, access, onOpen, onStart }: {
  def: ResourceDef;
  row: Rec;
  access: ScreenAccess;
  onOpen(mode: "view" | "edit", row: Rec): void;
  onStart(offer: Offer, row: Rec, choice?: ActionChoice): void;
}) {
  const [open, setOpen] = useState(false);
  const offers = open ? offersFor(def, { kind: "row", row }, access) : [];
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger tabIndex={-1} aria-label={`「${titleOf(def, row)}」的操作`} data-testid="row-menu" data-slot="button"
        className={cn(buttonVariants({ size: "sm", variant: "ghost" }), "px-1.5")}>
        <MoreHorizontal size={14} aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-30 min-w-[140px] rounded bg-white py-1 shadow-lg ring-1 ring-black/5" data-testid="row-menu-content">
          <Menu.Item className={ITEM} onSelect={() => onOpen("view", row)}>查看</Menu.Item>
          {access.update && <Menu.Item className={ITEM} onSelect={() => onOpen("edit", row)}>编辑</Menu.Item>}
          {offers.flatMap((offer) => offer.choices
            ? offer.choices.map((c) => (
              <Menu.Item key={`${offer.key}:${c.label}`} className={ITEM} onSelect={() => onStart(offer, row, c)}>{offer.label}：{c.label}</Menu.Item>
            ))
            : [
              <Menu.Item key={offer.key} className={cn(ITEM, offer.danger && "text-red-700")} onSelect={() => onStart(offer, row)}>
                {offer.label}{offer.form && "…"}
              </Menu.Item>,
            ])}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
