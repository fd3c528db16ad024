import * as Dialog from "@radix-ui/react-dialog";
import { Command as Cmdk } from "cmdk";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Kbd } from "../ui/kbd";
import { pinyinKeys } from "./pinyinKeys";
import { narrowingRanker, rankCommands, searchKeys, type SearchKeys } from "./rank";
import { useRecordSearch, type RecordHit } from "./recordSearch";
import type { Command } from "./types";

export const RECENT_GROUP = "最近使用";
export const RECORD_GROUP = "记录";
/** Items painted at most: a screenful and a few pages of scrolling; typing narrows the rest. */
const PAINTED = 60;
/** With nothing typed the palette is a menu: every screen the user may open is listed. */
const PAINTED_EMPTY = 300;

/** Sections in the palette's order: the focused row, the view, recents, navigation, records. */
function sectionOf(c: Command): number {
  if (c.scope === "row") return 0;
  if (c.scope === "view") return 1;
  return 3;
}

interface Page { title: string; commands: readonly Command[]; query: string }

/** Search keys (with pinyin) are worked out once per command object and kept while it lives. */
const keyCache = new WeakMap<Command, SearchKeys>();
function keysOf(c: Command): SearchKeys {
  let v = keyCache.get(c);
  if (!v) {
    v = searchKeys(c, pinyinKeys);
    keyCache.set(c, v);
  }
  return v;
}

/** Groups in order, each keeping the ranking inside it. */
function grouped(commands: readonly Command[]): [string, Command[]][] {
  const groups = new Map<string, Command[]>();
  const order = [...commands].map((c, i) => ({ c, i })).sort((a, b) => sectionOf(a.c) - sectionOf(b.c) || a.i - b.i);
  for (const { c } of order) {
    const list = groups.get(c.group) ?? [];
    list.push(c);
    groups.set(c.group, list);
  }
  return [...groups];
}

/**
 * The command palette: cmdk inside a Radix dialog, with our own ranking (Chinese, English words,
 * pinyin and its initials) and a bounded list, nested pages, recents and record search.
 */
export default function Palette({ open, onOpenChange, onCloseFocus, commands, recents, onRun, openRecord }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the palette closes (Radix only knows its own trigger). */
  onCloseFocus(): void;
  commands: readonly Command[];
  /** Command ids, most recent first. */
  recents: readonly string[];
  onRun(command: Command): void;
  openRecord(hit: RecordHit): void;
}) {
  const [stack, setStack] = useState<Page[]>([]);
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement | null>(null);
  const page = stack[stack.length - 1];
  const pool = page ? page.commands : commands;
  const ranker = useMemo(() => narrowingRanker(pool, keysOf), [pool]);

  const visible = useMemo(() => {
    if (page || query.trim() !== "") return ranker(query, recents, PAINTED);
    const byId = new Map(pool.map((c) => [c.id, c]));
    const recent = recents.map((id) => byId.get(id)).filter((c): c is Command => c !== undefined && c.scope === undefined)
      .map((c) => ({ ...c, id: `recent:${c.id}`, group: RECENT_GROUP }));
    const all = rankCommands(pool, keysOf, "", recents, PAINTED_EMPTY);
    return [...all.filter((c) => c.scope !== undefined), ...recent, ...all.filter((c) => c.scope === undefined)];
  }, [page, pool, query, recents, ranker]);
  const hits = useRecordSearch(page ? "" : query);
  const groups = useMemo(() => grouped(visible), [visible]);

  const close = () => {
    onOpenChange(false);
    setStack([]);
    setQuery("");
  };
  const choose = (c: Command) => {
    if (c.children) {
      setStack((s) => [...s, { title: c.title, commands: c.children?.() ?? [], query }]);
      setQuery("");
      return;
    }
    close();
    onRun(c);
    c.run();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return; // IME composition never runs a command
    if (e.key === "Backspace" && query === "" && page) {
      e.preventDefault();
      setQuery(page.query);
      setStack((s) => s.slice(0, -1));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content data-testid="palette" aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onCloseFocus();
          }}
          className="fixed left-1/2 top-[12vh] z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl">
          <Dialog.Title className="sr-only">命令面板</Dialog.Title>
          <Cmdk label="命令面板" loop shouldFilter={false} onKeyDown={onKeyDown}>
            {page && (
              <div className="flex min-h-9 items-center gap-2 bg-gray-50 px-4 py-2 text-sm leading-5 text-gray-700" data-testid="palette-page">
                <span className="flex min-w-0 flex-1 items-center gap-1">
                  {stack.map((p, i) => (
                    <span key={`${i}:${p.title}`} className="flex min-w-0 items-center gap-1">
                      {i > 0 && <span aria-hidden="true" className="text-gray-500">›</span>}
                      <span className={`truncate ${i === stack.length - 1 ? "font-medium text-gray-900" : ""}`}>{p.title}</span>
                    </span>
                  ))}
                </span>
                <span className="shrink-0 text-xs text-gray-600"><Kbd>Backspace</Kbd> 返回</span>
              </div>
            )}
            <Cmdk.Input ref={inputRef} value={query} onValueChange={setQuery}
              placeholder={page ? `在「${page.title}」中选择…` : "输入页面、命令或记录名称，支持拼音与首字母…"}
              className="w-full border-b border-gray-200 px-4 py-3 text-base outline-none" />
            <Cmdk.List className="max-h-[60vh] overflow-y-auto p-2">
              <Cmdk.Empty className="px-3 py-6 text-center text-gray-600">没有匹配的命令</Cmdk.Empty>
              {groups.map(([group, items]) => (
                <Cmdk.Group key={group} heading={group} className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-gray-600">
                  {items.map((c) => (
                    <Cmdk.Item key={c.id} value={c.id} data-path={c.path} data-command={c.id} onSelect={() => choose(c)}
                      className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-active">
                      <span className="truncate">{c.title}{c.children && " …"}</span>
                      {c.shortcut && <Kbd className="shrink-0">{c.shortcut}</Kbd>}
                    </Cmdk.Item>
                  ))}
                </Cmdk.Group>
              ))}
              {hits.length > 0 && (
                <Cmdk.Group heading={RECORD_GROUP} className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-gray-600">
                  {hits.map((h) => (
                    <Cmdk.Item key={`${h.resource}:${h.Id}`} value={`record:${h.resource}:${h.Id}`} data-record={`${h.resource}:${h.Id}`}
                      onSelect={() => {
                        close();
                        openRecord(h);
                      }}
                      className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-active">
                      <span className="truncate">{h.title}</span>
                      <span className="shrink-0 text-xs text-gray-600">{h.resourceLabel} #{h.Id}</span>
                    </Cmdk.Item>
                  ))}
                </Cmdk.Group>
              )}
            </Cmdk.List>
          </Cmdk>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
