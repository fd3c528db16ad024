import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { useRegisterViewCommands } from "../../commands/viewCommands";
import type { SavedViewState } from "../../rpc/savedViews";
import { useSession } from "../../state/session";
import { type ResourceDef, type RoutePreset } from "../../catalogue";
import { usePaletteState } from "../../commands/paletteState";
import type { Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { TabPanel } from "../../ui/tabs";
import { paneElement, usePane } from "../../ui/keyScope";
import { JobPanel } from "../jobs";
import { useScreenAccess } from "./access";
import type { ScreenDo } from "./actions/commands";
import { EditorActions } from "./actions/EditorActions";
import { ActionButtons } from "./actions/ActionButtons";
import { offersFor, viewOffers as viewOffersOf } from "./actions/offers";
import { PendingDialogs } from "./actions/PendingDialogs";
import { targetOf } from "./actions/target";
import { useOperations } from "./actions/useOperations";
import { useScreenCommands } from "./actions/useScreenCommands";
import { childResourcesOf } from "./child/children";
import { FilterBar, isRangeFilter, wireFilters } from "./FilterBar";
import { screenFilters } from "./filterOrder";
import { Editor } from "./form/Editor";
import type { EditorState } from "./form/useEditorForm";
import { useOpenParam } from "./form/useOpenParam";
import { useGridHotkeys } from "./hotkeys/useGridHotkeys";
import { actionRefusals, keyHints, refusals } from "./hotkeys/refusals";
import { useResourceJobs } from "./jobs";
import { ColumnsMenu } from "./list/ColumnsMenu";
import { Grid, ROW_HEIGHT } from "./list/Grid";
import { QueueTabs, useQueueTabs } from "./list/QueueTabs";
import { RowMenu } from "./list/RowMenu";
import { SelectionBar } from "./list/SelectionBar";
import { SummaryBanner } from "./list/SummaryBanner";
import { Toolbar } from "./list/Toolbar";
import { BoardView } from "./board/BoardView";
import { useBoardToggle } from "./board/useBoardToggle";
import { listMemoryKey, recallList, rememberList } from "./list/listMemory";
import { useListState, type ListScope } from "./list/useListState";
import { SaveViewDialog, savedViewCommands, useSavedViews } from "./list/SavedViews";
import { urlFilterOf, urlTimeFilter } from "./list/urlState";
import { useUrlView } from "./list/useUrlView";
import { defaultSort } from "./listRules";

/** A child list's parent: the key field and the parent's Id every row has (and every new row gets). */
export interface ParentScope { readonly key: string; readonly Id: number }

const editorKey = (s: EditorState) => (s.mode === "create" ? "create" : `${s.mode}:${s.record.Id}:${s.record.utime}`);

/** A catalogue resource's screen: filters, the virtualised grid, what may be done to the focused row or the selection, the slide-over editor — all by keyboard. */
/** What a view beside the grid may ask of it (the glyph review panel's ←/→ and refresh after a review). */
export interface ScreenControl {
  move(delta: number): void;
  refresh(): Promise<void>;
}

const NO_COMMANDS: readonly never[] = [];

export function ResourceScreen({ def, title, heading, parent, preset, onFocusedRow, onControl, companion = false }: {
  def: ResourceDef;
  title: string;
  /** Shown instead of the title (a child list's breadcrumb). */
  heading?: ReactNode;
  parent?: ParentScope | undefined;
  /** The route's filtered view of the resource (会员订单). */
  preset?: RoutePreset | undefined;
  /** Told which record has the focus (a tag type, whose items show beside the grid). */
  onFocusedRow?(row: Rec | undefined): void;
  /** Given the grid's moves and refresh after each render, for a panel beside it. */
  onControl?(control: ScreenControl): void;
  /** Listed under another resource's screen (its `shownIn`): the address's `?open=` is not for it. */
  companion?: boolean;
}) {
  const { user } = useSession();
  const access = useScreenAccess(def);
  const paneId = `${def.name}${useId()}`;
  const pane = usePane(paneId);
  const paneCurrent = pane.current;
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [menuOpen, setMenuOpen] = useState<string | null>(null);
  const { isOpen: paletteOpen } = usePaletteState();
  // An approval queue's tab adds its states to the fixed filters.
  const queue = useQueueTabs(def, paneId, paneCurrent, editor === null && !paletteOpen && menuOpen === null, !companion, preset?.fixed);
  const base = useMemo<ListScope>(() => {
    // A route listing the resource under several parents also fixes which kind of parent (courseType).
    if (parent) return { fixed: { ...preset?.fixed, [parent.key]: parent.Id }, omit: [parent.key, ...Object.keys(preset?.fixed ?? {})], columns: preset?.columns };
    if (preset) return { fixed: preset.fixed, omit: Object.keys(preset.fixed), columns: preset.columns };
    return {};
  }, [parent, preset]);
  const scope = useMemo<ListScope>(() => (queue.tab ? { ...base, fixed: { ...base.fixed, ...queue.filter } } : base), [base, queue.tab, queue.filter]);
  // A route's list is remembered as it changes and found again on a step back (Esc from a viewer).
  const location = useLocation();
  const memoryKey = companion ? null : listMemoryKey(location.pathname, location.search, def.name);
  const navigationType = useNavigationType();
  const [recalled] = useState(() => (memoryKey !== null && navigationType === "POP" ? recallList(memoryKey) : null));
  // The screen's filters, sort and open record live in the address (urlState.ts); a companion list keeps its own.
  const filters = useMemo(() => screenFilters(def, preset, scope.omit), [def, preset, scope.omit]);
  const timeFilter = def.screen?.timeFilter;
  const urlFilters = useMemo(() => [...filters.map((f) => urlFilterOf(f, isRangeFilter(f))), ...(timeFilter ? [urlTimeFilter(timeFilter.key)] : [])], [filters, timeFilter]);
  const sortKeys = useMemo(() => [def.defaultSort.by, ...[...(def.screen?.leadColumns ?? []), ...def.fields].filter((f) => f.sortable).map((f) => f.key)], [def]);
  const initialSort = useMemo(() => defaultSort(def), [def]);
  const { view, setView } = useUrlView(!companion, urlFilters, sortKeys, initialSort);
  const applied = useMemo(() => wireFilters(filters, view.draft, timeFilter), [filters, view.draft, timeFilter]);
  const listView = useMemo(() => ({ applied, sort: view.sort ?? initialSort, setSort: (sort: typeof initialSort) => setView({ sort }) }), [applied, view.sort, initialSort, setView]);
  const list = useListState(def, user?.userName ?? "", scope, recalled, listView);
  const { client, refresh, selection, columns, query, total, focused, focusedRow, move, sortBy } = list;
  const applyDraft = useCallback((draft: Record<string, string>) => setView({ draft }), [setView]);
  const draft = useRef<Record<string, string>>(recalled?.draft ?? {});
  const focusedId = focusedRow?.Id;
  const remember = useCallback(() => {
    if (memoryKey !== null) rememberList(memoryKey, { applied: list.applied, sort: list.sort, focus: { index: focused, id: focusedId }, draft: draft.current });
  }, [memoryKey, list.applied, list.sort, focused, focusedId]);
  useEffect(remember, [remember]);
  const onDraft = useCallback((d: Record<string, string>) => {
    draft.current = d;
    remember();
  }, [remember]);
  const navigate = useNavigate();
  const selfRef = useMemo(() => def.fields.find((f) => f.kind === "ref" && f.ref === def.name && f.filter), [def]);
  const children = useMemo(() => childResourcesOf(def), [def]);
  const sortable = useMemo(() => list.listed.filter((c) => c.sortable), [list.listed]);
  useEffect(() => onFocusedRow?.(focusedRow), [focusedRow, onFocusedRow]);
  useEffect(() => onControl?.({ move: (delta) => move(focused === null ? 0 : focused + delta), refresh }));
  // Another tab starts at its first row with nothing selected (adjusted while rendering, as the focus is).
  const [shownTab, setShownTab] = useState(queue.tab?.key);
  if (shownTab !== queue.tab?.key) {
    setShownTab(queue.tab?.key);
    selection.clear();
    list.setFocused(0);
  }

  const grid = useCallback(() => paneElement(paneId)?.querySelector<HTMLElement>("[role=grid]") ?? null, [paneId]);
  const focusGrid = useCallback(() => grid()?.focus(), [grid]);
  // After an overlay closes and has given the focus back: to the grid, unless it went somewhere on this
  // screen (`/` was quicker). Radix hands the focus back from a timer after the overlay unmounts (to
  // <body> when that is what had it), so look again a little later, while no other overlay is open.
  const focusGridLater = useCallback(() => {
    for (const ms of [0, 50, 150, 300]) {
      setTimeout(() => requestAnimationFrame(() => {
        if (document.querySelector("[role=dialog], [role=alertdialog], [role=menu]")) return;
        const active = document.activeElement;
        // Focus the user put in another pane (the tag tree beside the grid) stays there.
        if (active?.closest("[data-key-pane]")) return;
        if (!active || active === document.body || !paneElement(paneId)?.contains(active)) grid()?.focus();
      }), ms);
    }
  }, [paneId, grid]);
  // Once the list has loaded, the keys' pane takes the focus when nothing else has it (not <body>),
  // so that Tab goes on from the grid rather than from the skip link.
  const loadedOnce = useRef(false);
  useEffect(() => {
    if (list.loading || loadedOnce.current || !paneCurrent) return;
    loadedOnce.current = true;
    const active = document.activeElement;
    // The page itself (#content) holds the focus after sign-in: that is nothing in particular either.
    if (!active || active === document.body || active.id === "content") grid()?.focus();
  }, [list.loading, paneCurrent, grid]);
  const filterInput = useCallback(() => paneElement(paneId)?.querySelector<HTMLElement>("[data-testid=filters] :is(input, select)")?.focus(), [paneId]);
  // From the palette: once it has closed and put the focus back.
  const focusFilter = useCallback(() => void setTimeout(filterInput, 0), [filterInput]);
  const jobs = useResourceJobs(def);
  const ops = useOperations({ def, client, jobs, refresh, clearSelection: selection.clear, focusGrid: focusGridLater });
  const target = useMemo(() => targetOf(selection, focusedRow, total, query), [selection, focusedRow, total, query]);
  const offers = useMemo(() => offersFor(def, target, access), [def, target, access]);
  const viewOffers = useMemo(() => viewOffersOf(def, access), [def, access]);
  // A resource with a board shows it instead of the grid while the address says view=board.
  const boardSpec = def.screen?.board;
  const { showBoard, toggle: toggleBoard } = useBoardToggle(paneId, boardSpec !== undefined, editor === null && ops.pending === null && !paletteOpen && menuOpen === null, pane.current);

  const open = useCallback(async (mode: "view" | "edit", row: Rec) => {
    const fresh = await client.get(row.Id);
    setEditor({ mode: mode === "edit" && access.update ? "edit" : "view", record: fresh.data });
    // A step in the history: Back closes the record before it leaves the list.
    setView({ open: row.Id }, true);
  }, [client, access.update, setView]);
  const drill = useCallback((row: Rec) => selfRef && applyDraft({ [selfRef.key]: String(row.Id) }), [selfRef, applyDraft]);
  const exportWhat = target?.kind === "rows" ? `选中的 ${target.rows.length} 条` : "";
  const { start, run, exportRows } = ops;
  const does = useMemo<ScreenDo>(() => ({
    create: () => setEditor({ mode: "create" }), open: (mode, row) => void open(mode, row), drill, go: (path) => void navigate(path),
    start, run: (offer, t, input) => void run(offer, t, input), exportRows: () => void exportRows(query, target),
    refresh: () => void refresh(), sortBy, focusFilter, selectAllMatching: () => selection.selectAllMatching(), clearSelection: selection.clear, focusGrid: focusGridLater,
  }), [open, drill, navigate, start, run, exportRows, query, target, refresh, sortBy, focusFilter, selection, focusGridLater]);
  useScreenCommands(paneId, pane.current, { def, access, focusedRow, target, offers, viewOffers, sortable, selfRef, children, total, exportLabel: `导出${exportWhat || "全部筛选结果"}（Excel）`, does });

  const shownId = editor && editor.mode !== "create" ? editor.record.Id : undefined;
  // Back while the form has unsaved changes asks first, as Esc does (the editor tells whether it has).
  const editorDirty = useRef(false);
  const onEditorDirty = useCallback((dirty: boolean) => void (editorDirty.current = dirty), []);
  const [backAsked, setBackAsked] = useState<number | null>(null);
  const closed = useOpenParam(client, view.open, shownId, useCallback((record: Rec | null, gone?: number) => {
    if (!record && gone !== undefined && editorDirty.current) {
      setBackAsked(gone);
      return;
    }
    setEditor(record ? { mode: "view", record } : null);
    if (!record) focusGridLater();
  }, [focusGridLater]), !companion);
  const answerBack = (discard: boolean) => {
    const gone = backAsked;
    setBackAsked(null);
    if (discard) {
      editorDirty.current = false;
      setEditor(null);
      focusGridLater();
    } else if (gone !== null) setView({ open: gone }, true); // the address names the record shown again
  };
  /** The editor is closing: the address stops naming its record. */
  const closeEditor = (goingOn = false) => {
    editorDirty.current = false;
    setEditor(null);
    closed(() => setView({ open: undefined }), goingOn);
  };

  // Saved views (on the server, per user and screen): palette commands that apply them.
  const savedViews = useSavedViews(companion ? null : location.pathname);
  const [saving, setSaving] = useState(false);
  const { listed, optional, prefs, toggleColumn } = list;
  const applyView = useCallback((state: SavedViewState) => {
    setView({ draft: state.filters, sort: state.sort });
    if (state.columns) {
      const want = new Set(state.columns);
      for (const f of listed) if (want.has(f.key) === prefs.hidden.has(f.key)) toggleColumn(f.key, true);
      for (const f of optional) if (want.has(f.key) !== prefs.shown.has(f.key)) toggleColumn(f.key, false);
    }
    focusGridLater();
  }, [setView, listed, optional, prefs, toggleColumn, focusGridLater]);
  const viewCommands = useMemo(() => (companion ? [] : savedViewCommands(savedViews.views, applyView, savedViews.remove, () => setSaving(true))), [companion, savedViews.views, savedViews.remove, applyView]);
  useRegisterViewCommands(`${paneId}:saved-views`, pane.current ? viewCommands : NO_COMMANDS);
  const saveView = (name: string) => savedViews.save({ name, state: { filters: view.draft, sort: list.sort, columns: columns.map((c) => c.key) } });
  const onJobFinished = useCallback(() => void refresh(), [refresh]);
  // A record's address: this screen with ?open=Id (useOpenParam), for the title's link in the grid.
  const recordHref = useCallback((row: Rec) => {
    const params = new URLSearchParams(location.search);
    params.set("open", String(row.Id));
    return `${location.pathname}?${params.toString()}`;
  }, [location.pathname, location.search]);

  const pageRows = () => Math.max(1, Math.floor((grid()?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
  const deleteOffer = offers.find((o) => o.op.kind === "delete");
  const many = target !== null && target.kind !== "row";
  // What N, E and Delete say when they cannot act here (a ledger, a read-only user, no row).
  const refuse = refusals(def, access, focusedRow !== undefined);
  const lastTicked = useRef<number | null>(null);
  const tick = (index: number, range: boolean) => {
    const row = list.rowAt(index);
    if (!row) return;
    const from = lastTicked.current;
    if (range && from !== null) {
      const rows: Rec[] = [];
      for (let i = Math.min(from, index); i <= Math.max(from, index); i++) {
        const r = list.rowAt(i);
        if (r) rows.push(r);
      }
      selection.add(rows);
    } else selection.toggle(row);
    lastTicked.current = index;
  };
  const filtered = Object.keys(list.applied).length > 0;
  const clearFilters = () => {
    applyDraft({});
    focusGridLater();
  };
  // The bar starts again from the address whenever its filters change (applied, Back, a saved view).
  const draftText = JSON.stringify(view.draft);
  const [firstDraft] = useState(draftText);
  const shortcuts = new Map<string, () => void>(offers.filter((o) => o.shortcut && /^[a-z]$/i.test(o.shortcut)).map((o) => [
    (o.shortcut as string).toLowerCase(), () => (o.choices ? setMenuOpen(o.key) : target && start(o, target)),
  ] as const));
  for (const o of viewOffers) if (o.shortcut && /^[a-z]$/i.test(o.shortcut)) shortcuts.set(o.shortcut.toLowerCase(), () => start(o, { kind: "view" }));
  // Row links (高清查看 V): open their screen for the focused row.
  for (const [key, say] of actionRefusals(def, access, target !== null, new Set(shortcuts.keys()))) shortcuts.set(key, say);
  const handlers = {
    next: () => move(focused === null ? 0 : focused + 1), prev: () => move(focused === null ? 0 : focused - 1),
    pageDown: () => move((focused ?? 0) + pageRows()), pageUp: () => move((focused ?? 0) - pageRows()),
    first: () => move(0), last: () => move(list.rowCount - 1),
    open: focusedRow && (() => void open("view", focusedRow)),
    edit: access.update && focusedRow ? () => void open("edit", focusedRow) : refuse.edit,
    create: access.create ? does.create : refuse.create,
    select: focusedRow && (() => selection.toggle(focusedRow)),
    selectAll: total > 0 ? does.selectAllMatching : undefined, clear: many ? selection.clear : undefined,
    remove: deleteOffer && target ? () => start(deleteOffer, target) : refuse.remove,
    filter: filterInput, refresh: does.refresh, drill: selfRef && focusedRow && (() => drill(focusedRow)),
  };
  useGridHotkeys(paneId, editor === null && ops.pending === null && !paletteOpen && menuOpen === null && !showBoard, handlers, shortcuts);
  const gridView = (
        <Grid def={def} columns={columns} total={list.rowCount} rowAt={list.rowAt} focused={focused} sort={list.sort} onSort={sortBy} onFocusRow={list.setFocused}
          isSelected={(row) => selection.allMatching || selection.rows.has(row.Id)} onOpen={(i) => {
            const row = list.rowAt(i);
            if (row) void open("view", row);
          }} onRangeChange={list.setRange} onToggle={tick} pinned={list.pinned} loading={list.loading} busy={list.fetching}
          empty={(
            <div data-testid="empty" className="flex flex-col items-center gap-3 py-12 text-gray-600">
              {filtered ? "没有符合条件的记录" : `还没有${def.label}`}
              {filtered && <Button onClick={clearFilters} data-testid="clear-filters">清除筛选</Button>}
            </div>
          )}
          rowMenu={(row) => (
            <RowMenu def={def} row={row} access={access} onOpen={(mode, r) => void open(mode, r)} onStart={(o, r, choice) => start(o, { kind: "row", row: r }, choice)} />
          )} layout={list.layout} recordHref={companion ? undefined : recordHref} />
  );
  const hints = showBoard ? ["Shift+K 列表", "方向键 移动焦点", "Shift+←/→ 把卡片移到相邻列（也可拖动）", "Enter 查看", "操作字母 作用于选中的卡片"]
    : [...keyHints({ def, access, hasRow: focusedRow !== undefined, drill: selfRef !== undefined, offers }), ...(boardSpec ? ["Shift+K 看板"] : [])];

  return (
    <section {...pane.props} className="space-y-3" aria-label={title}>
      <Toolbar title={heading ?? <h1 className="text-lg font-medium">{title}</h1>} readOnly={def.readOnly === true} total={total} loading={list.loading}
        estimated={list.estimated} counting={list.counting} onCountExactly={list.countExactly}
        selected={selection.allMatching ? "all" : selection.rows.size} exportLabel={`导出${exportWhat}`} onExport={does.exportRows}
        drillUp={selfRef && list.applied[selfRef.key] !== undefined ? () => applyDraft({}) : undefined} onCreate={access.create ? does.create : undefined}
        columns={<ColumnsMenu listed={list.listed} optional={list.optional} prefs={list.prefs} onToggle={list.toggleColumn} onReset={list.layout.reset} />} />
      {viewOffers.length > 0 && (
        <div className="flex flex-wrap gap-2" data-testid="view-actions">
          <ActionButtons offers={viewOffers} onStart={(o) => start(o, { kind: "view" })} menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
        </div>
      )}
      <FilterBar key={draftText} fields={filters} timeFilter={timeFilter} onEscape={focusGrid} initial={draftText === firstDraft && recalled ? recalled.draft : view.draft} onDraft={onDraft}
        onApply={(_wire, draft) => {
          applyDraft(draft);
          focusGrid();
        }}
        extra={<>
          {boardSpec && <Button onClick={toggleBoard} aria-pressed={showBoard} data-testid="board-toggle">{showBoard ? "列表" : "看板"}（Shift+K）</Button>}
          {!companion && <Button onClick={() => setSaving(true)} data-testid="save-view">保存视图</Button>}
        </>} />
      {!companion && <SaveViewDialog open={saving} onOpenChange={(o) => {
        setSaving(o);
        if (!o) focusGridLater();
      }} onSave={saveView} />}
      <SelectionBar def={def} target={target} total={total} offers={offers} onStart={(o, choice) => target && start(o, target, choice)}
        menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} onSelectAllMatching={does.selectAllMatching} onClear={selection.clear} />
      {list.stale && (
        <div role="alert" data-testid="stale" className="flex items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          数据可能已过期：刷新没有成功，下面是上次读到的内容。
          <Button size="sm" onClick={() => void refresh()}>重试</Button>
        </div>
      )}
      {def.screen?.summary && <SummaryBanner def={def} jsonq={query.cond.jsonq} listBusy={list.fetching} />}
      {jobs.jobId !== null && <JobPanel key={jobs.jobId} jobId={jobs.jobId} onFinished={onJobFinished} onClose={jobs.dismiss} />}
      {showBoard && boardSpec ? (
        <BoardView def={def} field={boardSpec.field} cardFields={boardSpec.cardFields} query={query} access={access} start={start} onOpen={(row) => void open("view", row)} />
      ) : queue.tab ? (
        <>
          <QueueTabs def={def} id={`${paneId}-queue`} tabs={queue.tabs} current={queue.tab.key} filters={{ ...list.applied, ...base.fixed }} onSelect={queue.select} />
          <TabPanel id={`${paneId}-queue`} value={queue.tab.key} current={queue.tab.key}>{gridView}</TabPanel>
        </>
      ) : gridView}
      <p className="text-xs text-gray-600" data-testid="key-hints">{hints.join(" · ")}</p>
      {editor && (
        <Editor key={editorKey(editor)} def={def} state={editor} canWrite={access.writable} preset={scope.fixed} locked={scope.omit}
          onClose={() => {
            closeEditor();
            focusGridLater();
          }}
          onEdit={() => editor.mode !== "create" && setEditor({ mode: "edit", record: editor.record })}
          onDirty={onEditorDirty} backAsked={backAsked !== null} onBackAnswer={answerBack}
          // In the detail only (an edit's unsaved changes are never dropped by an action): the editor
          // closes and the action asks or runs as it would from the grid.
          actions={editor.mode === "view" && <EditorActions def={def} record={editor.record} access={access} onStart={(o, row, choice) => {
            closeEditor(true);
            start(o, { kind: "row", row }, choice);
          }} />}
          onSaved={(saved) => {
            // A new record is focused and shown once the list has been read again (useCreatedRow).
            if (editor.mode === "create") void list.showCreated(saved);
            else {
              selection.update(saved);
              void refresh();
            }
            closeEditor();
            focusGridLater();
          }} />
      )}
      <PendingDialogs def={def} pending={ops.pending} onConfirm={ops.confirm} onSubmit={ops.submitForm} onCancel={ops.cancel} />
    </section>
  );
}
