import { Command as Cmdk } from "cmdk";
import { memo } from "react";
import { Kbd } from "../ui/kbd";
import { stateBadge } from "../catalogue";
import { resourceByName } from "../catalogue/registry";
import { Badge } from "../ui/badge";
import { recordValue, type RecordHit } from "./recordSearch";
import type { Command } from "./types";

export const RECORD_GROUP = "记录";

const GROUP_CLASS = "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-gray-600";
const ITEM_CLASS = "flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-active";

/**
 * One command. Memoised on the command object and a stable callback: a keystroke re-renders only the
 * items that appear, not the ones that stay (cmdk's item is not cheap to render).
 */
const CommandItem = memo(function CommandItem({ command: c, onChoose }: { command: Command; onChoose(c: Command): void }) {
  return (
    <Cmdk.Item value={c.id} data-path={c.path} data-command={c.id} onSelect={() => onChoose(c)} className={ITEM_CLASS}>
      <span className="truncate">{c.title}{c.children && " …"}</span>
      {c.shortcut && <Kbd className="shrink-0">{c.shortcut}</Kbd>}
    </Cmdk.Item>
  );
});

/** A record found: its title, its state as the grid shows it, and what it is. */
const RecordItem = memo(function RecordItem({ hit: h, onOpen }: { hit: RecordHit; onOpen(hit: RecordHit): void }) {
  const def = h.state === undefined ? undefined : resourceByName(h.resource);
  // The grid's badge (stateBadge is what StateBadge shows), not the view's component: commands never import views.
  const badge = def ? stateBadge(def, h.state) : null;
  return (
    <Cmdk.Item value={recordValue(h)} data-record={`${h.resource}:${h.Id}`} onSelect={() => onOpen(h)} className={ITEM_CLASS}>
      <span className="truncate">{h.title}</span>
      <span className="flex shrink-0 items-center gap-2 text-xs text-gray-600">
        {badge && <Badge tone={badge.tone} data-state={badge.value}>{badge.label}</Badge>}
        {h.resourceLabel} #{h.Id}
      </span>
    </Cmdk.Item>
  );
});

/** The palette's list: ranked commands in their groups, then matching records. Filtering is ours, never cmdk's. */
export function PaletteList({ groups, hits, recordsFirst, onChoose, onOpenRecord }: {
  groups: readonly (readonly [string, readonly Command[]])[];
  hits: readonly RecordHit[];
  /** A record matches exactly what was typed: its group leads. */
  recordsFirst: boolean;
  /** Both stable across renders, so that unchanged items are not rendered again. */
  onChoose(c: Command): void;
  onOpenRecord(hit: RecordHit): void;
}) {
  const records = hits.length > 0 && (
    <Cmdk.Group key={RECORD_GROUP} heading={RECORD_GROUP} className={GROUP_CLASS}>
      {hits.map((h) => <RecordItem key={`${h.resource}:${h.Id}`} hit={h} onOpen={onOpenRecord} />)}
    </Cmdk.Group>
  );
  return (
    <Cmdk.List className="max-h-[60vh] overflow-y-auto p-2">
      <Cmdk.Empty className="px-3 py-6 text-center text-gray-600">没有匹配的命令</Cmdk.Empty>
      {recordsFirst && records}
      {groups.map(([group, items]) => (
        <Cmdk.Group key={group} heading={group} className={GROUP_CLASS}>
          {items.map((c) => <CommandItem key={c.id} command={c} onChoose={onChoose} />)}
        </Cmdk.Group>
      ))}
      {!recordsFirst && records}
    </Cmdk.List>
  );
}
