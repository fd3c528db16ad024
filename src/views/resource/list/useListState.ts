import { useCallback, useEffect, useMemo, useState } from "react";
import type { FieldDef, ResourceDef } from "../../../catalogue";
import { jsonq } from "../../../rpc/listPayload";
import { useColumnPrefs } from "../columnPrefs";
import { sortPayload, type GridSort } from "../listRules";
import { usePagedList, type ListQuery } from "../usePagedList";
import type { ListMemory } from "./listMemory";
import { useCreatedRow } from "./useCreatedRow";
import { useSelection } from "./useSelection";

/** Kinds too long or too structured for a cell; never offered as columns. */
const NOT_A_COLUMN = new Set(["json", "rights", "richText", "longText"]);

export interface ListScope {
  /** Filters the user cannot change (a child list's parent). */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** Fields neither shown nor filtered (the parent's key on a child list). */
  readonly omit?: readonly string[];
  /** The listed columns in order, instead of the resource's listed fields (a route's filtered view). */
  readonly columns?: readonly string[];
}

function listedFields(def: ResourceDef, scope: ListScope): FieldDef[] {
  const own = scope.columns
    ? scope.columns.map((k) => def.fields.find((f) => f.key === k)).filter((f): f is FieldDef => f !== undefined)
    : def.fields.filter((f) => f.listed);
  return [...(def.screen?.leadColumns ?? []), ...own.filter((f) => !scope.omit?.includes(f.key))];
}

/**
 * The state of a resource's list: columns, filters, sort, the rows in view, the focused row and the
 * selection, and the list payload (DESIGN.md §4) built from them.
 */
/** Filters and sort as the screen holds them (in its address): the list reads them and asks to change the sort. */
export interface ListView {
  readonly applied: Record<string, unknown>;
  readonly sort: GridSort;
  setSort(next: GridSort): void;
}

export function useListState(def: ResourceDef, userName: string, scope: ListScope, memory: ListMemory | null, view: ListView) {
  const { fixed, omit } = scope;
  const listed = useMemo(() => listedFields(def, scope), [def, scope]);
  const optional = useMemo(
    () => def.fields.filter((f) => !listed.includes(f) && !NOT_A_COLUMN.has(f.kind) && f.key !== "deleted" && !omit?.includes(f.key)),
    [def, omit, listed],
  );
  const { prefs, toggle: toggleColumn, layout } = useColumnPrefs(userName, def.name);
  const columns = useMemo<FieldDef[]>(() => [...listed.filter((f) => !prefs.hidden.has(f.key)), ...optional.filter((f) => prefs.shown.has(f.key))], [listed, optional, prefs]);

  const { applied, sort, setSort } = view;
  const [range, setRange] = useState({ start: 0, end: 0 });
  const selection = useSelection();

  const query = useMemo<ListQuery>(() => {
    const mask = columns.map((c) => c.key);
    // A row's state decides which transitions it offers, shown as a column or not.
    const stateKey = def.states?.field;
    if (stateKey !== undefined && !mask.includes(stateKey)) mask.push(stateKey);
    return { cond: { jsonq: jsonq({ ...applied, ...fixed }) }, sort: sortPayload(def, sort), mask: { fields: mask } };
  }, [applied, fixed, sort, columns, def]);
  const paged = usePagedList(def, query, range);
  const { loaded } = paged;
  const created = useCreatedRow(paged, query, setRange);
  // `total` counts the rows on the grid (a pinned new record too); the list's own count stays `paged.total`.
  const { total, rowAt, indexOf } = created;
  // A selected row is kept as it was read; when the list reads it again (after a job, a refresh),
  // the newer copy decides what the selection is offered.
  const { rows: selectedRows, update: updateSelected } = selection;
  useEffect(() => {
    for (const row of loaded) {
      const kept = selectedRows.get(row.Id);
      if (kept && Object.keys(row).some((k) => kept[k] !== row[k])) updateSelected(row);
    }
  }, [loaded, selectedRows, updateSelected]);

  // The focus follows the record, not the position: `focus.id` is the focused record's Id (undefined:
  // take whichever record the focused position shows once it is loaded). When a save, a refresh or a
  // new sort moves that record, the focus moves with it; when it left the list (or is not loaded), the
  // focus stays at the nearest position and follows the record found there. Adjusted while rendering
  // (React's "state from the previous render" pattern) so that no frame focuses the wrong record.
  const [focus, setFocus] = useState<{ index: number | null; id: number | undefined }>(() => memory?.focus ?? { index: null, id: undefined });
  const focusAt = useCallback((index: number | null) => setFocus({ index, id: undefined }), []);
  const { fetching, loading } = paged;
  let next = focus;
  if (focus.index !== null) {
    const at = !loading && total > 0 && focus.index > total - 1 ? total - 1 : focus.index;
    const here = rowAt(at);
    if (focus.id === undefined || here?.Id === focus.id) {
      if (here?.Id !== focus.id || at !== focus.index) next = { index: at, id: here?.Id };
    } else {
      const moved = indexOf(focus.id);
      if (moved >= 0) next = { index: moved, id: focus.id };
      else if (!fetching && here) next = { index: at, id: here.Id };
    }
  }
  // A record just created: focused where the refreshed list has it, or as the pinned first row.
  const placed = created.placed;
  if (placed !== null && next.id !== placed.Id) next = { index: placed.index, id: placed.Id };
  if (next !== focus) setFocus(next);
  const focused = next.index;

  const move = useCallback((to: number) => {
    if (total > 0) focusAt(Math.max(0, Math.min(total - 1, to)));
  }, [total, focusAt]);
  // Other filters (typed, from Back, from a saved view): the focus starts again at the top, and "all
  // matching" no longer means the same rows; rows picked one by one stay picked. Adjusted while rendering.
  const appliedText = JSON.stringify(applied);
  const [shownFilters, setShownFilters] = useState(appliedText);
  if (shownFilters !== appliedText) {
    setShownFilters(appliedText);
    setFocus({ index: null, id: undefined });
    if (selection.allMatching) selection.selectAllMatching(false);
  }
  const sortBy = useCallback((key: string) => setSort({ by: key, order: sort.by === key && sort.order === "descend" ? "ascend" : "descend" }), [sort, setSort]);

  return {
    ...paged, rowCount: total, rowAt, indexOf, refresh: created.refresh, setRange: created.setRange, showCreated: created.show, pinned: created.pinned,
    listed, optional, prefs, toggleColumn, layout, columns, applied, sort, sortBy,
    focused, setFocused: focusAt, move, focusedRow: focused === null ? undefined : rowAt(focused), selection, query,
  };
}

export type ListState = ReturnType<typeof useListState>;
