import * as Dialog from "@radix-ui/react-dialog";
import { Command as Cmdk } from "cmdk";
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Kbd } from "../ui/kbd";
import { PaletteList } from "./PaletteList";
import { paletteFocused, paletteGone } from "./paletteKeys";
import { keysOf, warmKeys } from "./keyCache";
import { narrowingRanker, rankCommands } from "./rank";
import { isExactHit, recordValue, useRecordSearch, type RecordHit } from "./recordSearch";
import type { Command } from "./types";

export const RECENT_GROUP = "最近使用";
/** Items painted at most: a screenful and a few pages of scrolling; typing narrows the rest. */
const PAINTED = 60;
/** With nothing typed the palette is a menu: every screen the user may open is listed. */
const PAINTED_EMPTY = 300;
/**
 * Items painted in the frame that opens the palette: a screenful, so that the input has focus at once;
 * the rest of the menu follows a frame later.
 */
const FIRST_PAINT = 16;

/** Sections in the palette's order: the focused row, the view, recents, navigation, records. */
function sectionOf(c: Command): number {
  if (c.scope === "row") return 0;
  if (c.scope === "view") return 1;
  return 3;
}

interface Page { title: string; commands: readonly Command[]; query: string }

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

  // Nothing is ranked while closed: the shell's commands change as rows get focus.
  const visible = useMemo(() => {
    if (!open) return [];
    if (page || query.trim() !== "") return ranker(query, recents, PAINTED);
    const byId = new Map(pool.map((c) => [c.id, c]));
    const recent = recents.map((id) => byId.get(id)).filter((c): c is Command => c !== undefined && c.scope === undefined)
      .map((c) => ({ ...c, id: `recent:${c.id}`, group: RECENT_GROUP }));
    const all = rankCommands(pool, keysOf, "", recents, PAINTED_EMPTY);
    return [...all.filter((c) => c.scope !== undefined), ...recent, ...all.filter((c) => c.scope === undefined)];
  }, [open, page, pool, query, recents, ranker]);
  // Opening paints a screenful; the frame after, the whole list (a transition: typing comes first).
  const [settled, setSettled] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSettled(false);
  }
  useEffect(() => {
    if (!open || settled) return;
    const id = requestAnimationFrame(() => startTransition(() => setSettled(true)));
    return () => cancelAnimationFrame(id);
  }, [open, settled]);
  // The keys of every command are worked out while the browser is idle, before the first keystroke needs them.
  useEffect(() => warmKeys(commands), [commands]);
  const hits = useRecordSearch(page ? "" : query);
  const groups = useMemo(() => grouped(settled ? visible : visible.slice(0, FIRST_PAINT)), [visible, settled]);
  // The highlighted item, held here so that a record named exactly what was typed (or whose Id it is)
  // can take it when the search answers, after the commands were listed — unless the user has moved.
  const [selected, setSelected] = useState("");
  const [steered, setSteered] = useState(false);
  const exact = useMemo(() => hits.find((h) => isExactHit(h, query)), [hits, query]);
  // The record to highlight: the exact one, else the first when no command matched.
  const firstHit = hits[0];
  const preferred = exact ? recordValue(exact) : groups.length === 0 && firstHit ? recordValue(firstHit) : null;
  // Adjusted while rendering (not in an effect): the hit takes the highlight the render it appears.
  const [preferredSeen, setPreferredSeen] = useState<string | null>(null);
  if (preferred !== preferredSeen) {
    setPreferredSeen(preferred);
    if (preferred && !steered) setSelected(preferred);
  }
  const changeQuery = (q: string) => {
    setQuery(q);
    setSteered(false);
  };

  const close = () => {
    paletteGone();
    onOpenChange(false);
    setStack([]);
    setQuery("");
  };
  const choose = (c: Command) => {
    if (c.children) {
      setStack((s) => [...s, { title: c.title, commands: c.children?.() ?? [], query }]);
      changeQuery("");
      return;
    }
    close();
    onRun(c);
    c.run();
  };
  // Stable callbacks for the memoised items, always calling this render's choose and openRecord.
  const latest = useRef({ choose, close, openRecord });
  useLayoutEffect(() => {
    latest.current = { choose, close, openRecord };
  });
  const onChoose = useCallback((c: Command) => latest.current.choose(c), []);
  const onOpenRecord = useCallback((h: RecordHit) => {
    latest.current.close();
    latest.current.openRecord(h);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return; // IME composition never runs a command
    if (/^(ArrowUp|ArrowDown|Home|End|PageUp|PageDown)$/.test(e.key) || (e.ctrlKey && /^[jknp]$/.test(e.key))) setSteered(true);
    if (e.key === "Backspace" && query === "" && page) {
      e.preventDefault();
      changeQuery(page.query);
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
            const input = inputRef.current;
            if (!input) return;
            input.focus();
            paletteFocused(input); // keys typed since Ctrl/⌘+K now go in
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onCloseFocus();
          }}
          className="fixed left-1/2 top-[12vh] z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl">
          <Dialog.Title className="sr-only">命令面板</Dialog.Title>
          <Cmdk label="命令面板" loop shouldFilter={false} onKeyDown={onKeyDown} value={selected} onValueChange={setSelected}
            onPointerMove={() => setSteered(true)}>
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
            <Cmdk.Input ref={inputRef} value={query} onValueChange={changeQuery}
              placeholder={page ? `在「${page.title}」中选择…` : "输入页面、命令或记录名称，支持拼音与首字母…"}
              className="w-full border-b border-gray-200 px-4 py-3 text-base outline-none" />
            <PaletteList groups={groups} hits={hits} recordsFirst={exact !== undefined} onChoose={onChoose} onOpenRecord={onOpenRecord} />
          </Cmdk>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
