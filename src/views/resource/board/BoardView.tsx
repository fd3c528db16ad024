import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { stateBadge, type FieldDef, type ResourceDef } from "../../../catalogue";
import { present, toast } from "../../../rpc/notices";
import type { Rec } from "../../../rpc/resourceClient";
import { Badge } from "../../../ui/badge";
import type { ScreenAccess } from "../access";
import { offersFor, type Offer } from "../actions/offers";
import { titleOf, type OpTarget } from "../actions/target";
import type { ListQuery } from "../usePagedList";
import { BoardCard } from "./BoardCard";
import { columnsOf, locate, moveFor } from "./boardMoves";
import { useBoardColumns } from "./useBoardColumns";

const noFields: readonly string[] = [];

/**
 * A resource's kanban (content.md §17.7): one column per state of its machine with the screen's
 * filters, WIP counts, cards with the record's title and key fields. ↑ ↓ ← → move the focus,
 * Shift+← / Shift+→ (or a drag to another column) move the card by the machine's transition to that
 * column — through the screen's own operations, so forms, confirmations and refusals are the list's.
 * Enter opens the record; the transition and action letters act on the focused card. A column reads
 * 100 cards at a time: 加载更多, or ↓ past its last card, reads the next 100.
 */
export function BoardView({ def, field, cardFields = noFields, query, access, start, onOpen }: {
  def: ResourceDef;
  field: string;
  cardFields?: readonly string[] | undefined;
  query: ListQuery;
  access: ScreenAccess;
  start(offer: Offer, target: OpTarget): void;
  onOpen(row: Rec): void;
}) {
  const states = useMemo(() => columnsOf(def), [def]);
  const fields = useMemo(() => cardFields.map((k) => def.fields.find((f) => f.key === k)).filter((f): f is FieldDef => f !== undefined), [def, cardFields]);
  const { columns, more } = useBoardColumns(def, field, states, query, cardFields);
  const [focus, setFocus] = useState<{ col: number; id: number | null }>({ col: 0, id: null });
  const [over, setOver] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The dragged card, kept here too: a drop's dataTransfer may be empty (a synthetic or cross-frame drag).
  const dragged = useRef<number | null>(null);

  const located = locate(columns, focus);
  const focusedRow = columns[located.col]?.rows[located.index];
  // Opened by Shift+K the grid that had the focus is gone: the board takes it, once its cards are there.
  const tookFocus = useRef(false);
  useEffect(() => {
    const el = root.current;
    if (!el || tookFocus.current || columns.some((c) => c.loading)) return;
    tookFocus.current = true;
    const active = document.activeElement;
    if (!active || active === document.body || active.id === "content") el.querySelector<HTMLElement>("[data-testid=board-card][tabindex='0'], [data-column][tabindex='0']")?.focus();
  }, [columns]);
  useEffect(() => {
    const el = root.current;
    // After a move the card is drawn anew in its column: the focus, lost to <body>, follows it.
    const active = document.activeElement;
    if (!el || !focusedRow || !(el.contains(active) || !active || active === document.body)) return;
    el.querySelector<HTMLElement>(`[data-testid=board-card][data-id="${focusedRow.Id}"]`)?.focus();
  }, [focusedRow]);

  const move = (row: Rec, to: string) => {
    const from = String(row[field]);
    if (from === to) return;
    const m = moveFor(def, titleOf(def, row), from, to);
    if (m.kind === "none") {
      present(toast("error", m.message, 4000));
      return;
    }
    const t = m.transition;
    setFocus((f) => ({ ...f, id: row.Id }));
    start({ key: `transition:${t.name}`, label: t.label, shortcut: t.shortcut, op: { kind: "transition", transition: t }, confirm: t.confirm, form: t.input && t.input.length > 0 ? t.input : undefined }, { kind: "row", row });
  };
  const go = (col: number, index: number) => {
    const c = Math.max(0, Math.min(states.length - 1, col));
    const rows = columns[c]?.rows ?? [];
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    setFocus({ col: c, id: row?.Id ?? null });
    const el = row ? root.current?.querySelector<HTMLElement>(`[data-testid=board-card][data-id="${row.Id}"]`) : root.current?.querySelector<HTMLElement>(`[data-column="${states[c]}"]`);
    el?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    const { col, index } = located;
    const row = focusedRow;
    const step = (dc: number) => {
      // Along the columns to the next one holding cards (an empty column is skipped over for focus, not for moves).
      let c = col + dc;
      while (c >= 0 && c < states.length && (columns[c]?.rows.length ?? 0) === 0) c += dc;
      if (c >= 0 && c < states.length) go(c, index);
    };
    const handled = (() => {
      if (e.shiftKey && (e.key === "ArrowRight" || e.key === "ArrowLeft")) {
        const to = states[col + (e.key === "ArrowRight" ? 1 : -1)];
        if (row && to) move(row, to);
        return true;
      }
      if (e.altKey || e.ctrlKey || e.metaKey) return false;
      if (e.key === "ArrowDown") {
        // Past the last card read, the column reads its next page (the focus stays; ↓ again goes on).
        const c = columns[col];
        if (c && index + 1 >= c.rows.length && c.total > c.rows.length && !c.loadingMore) more(c.state);
        return go(col, index + 1), true;
      }
      if (e.key === "ArrowUp") return go(col, index - 1), true;
      if (e.key === "ArrowRight") return step(1), true;
      if (e.key === "ArrowLeft") return step(-1), true;
      if (e.key === "Home") return go(col, 0), true;
      if (e.key === "End") return go(col, (columns[col]?.rows.length ?? 1) - 1), true;
      if (!row) return false;
      if (e.key === "Enter") return onOpen(row), true;
      const offer = offersFor(def, { kind: "row", row }, access).find((o) => o.shortcut !== undefined && (o.shortcut === "Delete" ? e.key === "Delete" : !e.shiftKey && o.shortcut.toLowerCase() === e.key.toLowerCase()));
      if (!offer) return false;
      start(offer, { kind: "row", row });
      return true;
    })();
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  const rowById = (id: number) => columns.flatMap((c) => c.rows).find((r) => r.Id === id);

  return (
    <div ref={root} role="group" aria-label={`${def.label}看板`} data-testid="board" onKeyDown={onKeyDown}
      className="flex min-h-[24rem] gap-3 overflow-x-auto pb-2">
      {columns.map((col, c) => {
        const badge = stateBadge(def, col.state);
        return (
          <section key={col.state} aria-label={badge?.label ?? col.state} data-testid="board-column" data-state={col.state}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
              setOver(c);
            }}
            onDragLeave={() => setOver((o) => (o === c ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const row = rowById(Number(e.dataTransfer.getData("text/plain")) || (dragged.current ?? 0));
              dragged.current = null;
              if (row) move(row, col.state);
            }}
            className={`flex w-60 shrink-0 flex-col rounded-md border p-2 ${over === c ? "border-primary bg-primary/5" : "border-gray-200 bg-gray-50"}`}>
            <header className="mb-2 flex items-center justify-between">
              {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : col.state}
              <span className="text-xs tabular-nums text-gray-600" data-testid="board-count" aria-label={`${col.total} 条`}>
                {col.total > col.rows.length ? `${col.rows.length} / ${col.total}` : col.total}
              </span>
            </header>
            <ul role="listbox" aria-label={`${badge?.label ?? col.state}的${def.label}`} tabIndex={col.rows.length === 0 && c === located.col ? 0 : -1} data-column={col.state}
              className="flex min-h-12 flex-1 flex-col gap-2 outline-none focus:ring-2 focus:ring-primary/40">
              {col.loading ? <li className="text-xs text-gray-500">加载中…</li> : col.rows.map((row) => (
                <BoardCard key={row.Id} def={def} row={row} fields={fields} focused={focusedRow?.Id === row.Id}
                  onFocus={() => setFocus({ col: c, id: row.Id })} onOpen={() => onOpen(row)} onDrag={() => void (dragged.current = row.Id)} />
              ))}
            </ul>
            {!col.loading && col.total > col.rows.length && (
              <button type="button" data-testid="board-more" onClick={() => more(col.state)} aria-disabled={col.loadingMore || undefined}
                className="mt-2 rounded border border-gray-300 bg-white px-2 py-1 text-xs text-gray-700 hover:bg-gray-100 focus:outline-none focus:ring-2 focus:ring-primary/40">
                {col.loadingMore ? "加载中…" : `加载更多（已显示 ${col.rows.length} / ${col.total}）`}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
