import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../app/session";
import type { ResourceDef } from "../../catalogue";
import { usePaletteState } from "../../commands/paletteState";
import type { Rec } from "../../rpc/resourceClient";
import { paneElement, usePane } from "../../ui/keyScope";
import { JobPanel } from "../jobs";
import { useScreenAccess } from "./access";
import type { ScreenDo } from "./actions/commands";
import { offersFor } from "./actions/offers";
import { PendingDialogs } from "./actions/PendingDialogs";
import { targetOf } from "./actions/target";
import { useOperations } from "./actions/useOperations";
import { useScreenCommands } from "./actions/useScreenCommands";
import { childResourcesOf } from "./child/children";
import { FilterBar, filterFields } from "./FilterBar";
import { Editor } from "./form/Editor";
import type { EditorState } from "./form/useEditorForm";
import { useOpenParam } from "./form/useOpenParam";
import { useGridHotkeys } from "./hotkeys/useGridHotkeys";
import { useResourceJobs } from "./jobs";
import { ColumnsMenu } from "./list/ColumnsMenu";
import { Grid, ROW_HEIGHT } from "./list/Grid";
import { SelectionBar } from "./list/SelectionBar";
import { Toolbar } from "./list/Toolbar";
import { useListState, type ListScope } from "./list/useListState";

/** A child list's parent: the key field and the parent's Id every row has (and every new row gets). */
export interface ParentScope { readonly key: string; readonly Id: number }

const editorKey = (s: EditorState) => (s.mode === "create" ? "create" : `${s.mode}:${s.record.Id}:${s.record.utime}`);

/** A catalogue resource's screen: filters, the virtualised grid, what may be done to the focused row or the selection, the slide-over editor — all by keyboard. */
export function ResourceScreen({ def, title, heading, parent, onFocusedRow }: {
  def: ResourceDef;
  title: string;
  /** Shown instead of the title (a child list's breadcrumb). */
  heading?: ReactNode;
  parent?: ParentScope | undefined;
  /** Told which record has the focus (a tag type, whose items show beside the grid). */
  onFocusedRow?(row: Rec | undefined): void;
}) {
  const { user } = useSession();
  const access = useScreenAccess(def);
  const paneId = `${def.name}${useId()}`;
  const pane = usePane(paneId);
  const scope = useMemo<ListScope>(() => (parent ? { fixed: { [parent.key]: parent.Id }, omit: [parent.key] } : {}), [parent]);
  const list = useListState(def, user?.userName ?? "", scope);
  const { client, refresh, selection, columns, query, total, focused, focusedRow, move, apply, sortBy } = list;
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [menuOpen, setMenuOpen] = useState<string | null>(null);
  const { isOpen: paletteOpen } = usePaletteState();
  const navigate = useNavigate();
  const selfRef = useMemo(() => def.fields.find((f) => f.kind === "ref" && f.ref === def.name && f.filter), [def]);
  const children = useMemo(() => childResourcesOf(def), [def]);
  const filters = useMemo(() => filterFields(def.fields).filter((f) => !scope.omit?.includes(f.key)), [def, scope]);
  const sortable = useMemo(() => list.listed.filter((c) => c.sortable), [list.listed]);
  useEffect(() => onFocusedRow?.(focusedRow), [focusedRow, onFocusedRow]);

  const grid = useCallback(() => paneElement(paneId)?.querySelector<HTMLElement>("[role=grid]") ?? null, [paneId]);
  const focusGrid = useCallback(() => grid()?.focus(), [grid]);
  // After an overlay closes and has given the focus back: to the grid, unless it went somewhere on this screen (`/` was quicker).
  const focusGridLater = useCallback(() => void requestAnimationFrame(() => {
    if (!paneElement(paneId)?.contains(document.activeElement)) grid()?.focus();
  }), [paneId, grid]);
  const filterInput = useCallback(() => paneElement(paneId)?.querySelector<HTMLElement>("[data-testid=filters] :is(input, select)")?.focus(), [paneId]);
  // From the palette: once it has closed and put the focus back.
  const focusFilter = useCallback(() => void setTimeout(filterInput, 0), [filterInput]);
  const jobs = useResourceJobs(def);
  const ops = useOperations({ def, client, jobs, refresh, clearSelection: selection.clear, focusGrid: focusGridLater });
  const target = useMemo(() => targetOf(selection, focusedRow, total, query), [selection, focusedRow, total, query]);
  const offers = useMemo(() => offersFor(def, target, access), [def, target, access]);

  const open = useCallback(async (mode: "view" | "edit", row: Rec) => {
    const fresh = await client.get(row.Id);
    setEditor({ mode: mode === "edit" && access.update ? "edit" : "view", record: fresh.data });
  }, [client, access.update]);
  const drill = useCallback((row: Rec) => selfRef && apply({ [selfRef.key]: row.Id }), [selfRef, apply]);
  const exportWhat = target?.kind === "rows" ? `选中的 ${target.rows.length} 条` : "";
  const { start, run, exportRows } = ops;
  const does = useMemo<ScreenDo>(() => ({
    create: () => setEditor({ mode: "create" }), open: (mode, row) => void open(mode, row), drill, go: (path) => void navigate(path),
    start, run: (offer, t, input) => void run(offer, t, input), exportRows: () => void exportRows(query, target),
    refresh: () => void refresh(), sortBy, focusFilter, selectAllMatching: () => selection.selectAllMatching(), clearSelection: selection.clear, focusGrid: focusGridLater,
  }), [open, drill, navigate, start, run, exportRows, query, target, refresh, sortBy, focusFilter, selection, focusGridLater]);
  useScreenCommands(paneId, pane.current, { def, access, focusedRow, target, offers, sortable, selfRef, children, total, exportLabel: `导出${exportWhat || "全部筛选结果"}（Excel）`, does });

  useOpenParam(client, useCallback((record: Rec) => setEditor({ mode: "view", record }), []));
  const onJobFinished = useCallback(() => void refresh(), [refresh]);

  const pageRows = () => Math.max(1, Math.floor((grid()?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
  const deleteOffer = offers.find((o) => o.op.kind === "delete");
  const many = target !== null && target.kind !== "row";
  const shortcuts = new Map(offers.filter((o) => o.shortcut && /^[a-z]$/i.test(o.shortcut)).map((o) => [
    (o.shortcut as string).toLowerCase(), () => (o.choices ? setMenuOpen(o.key) : target && start(o, target)),
  ] as const));
  useGridHotkeys(paneId, editor === null && ops.pending === null && !paletteOpen && menuOpen === null, {
    next: () => move(focused === null ? 0 : focused + 1), prev: () => move(focused === null ? 0 : focused - 1),
    pageDown: () => move((focused ?? 0) + pageRows()), pageUp: () => move((focused ?? 0) - pageRows()),
    first: () => move(0), last: () => move(total - 1),
    open: focusedRow && (() => void open("view", focusedRow)),
    edit: access.update && focusedRow ? () => void open("edit", focusedRow) : undefined,
    create: access.create ? does.create : undefined,
    select: focusedRow && (() => selection.toggle(focusedRow)),
    selectAll: total > 0 ? does.selectAllMatching : undefined, clear: many ? selection.clear : undefined,
    remove: deleteOffer && target ? () => start(deleteOffer, target) : undefined,
    filter: filterInput, refresh: does.refresh, drill: selfRef && focusedRow && (() => drill(focusedRow)),
  }, shortcuts);

  return (
    <section {...pane.props} className="space-y-3" aria-label={title}>
      <Toolbar title={heading ?? <h1 className="text-lg font-medium">{title}</h1>} readOnly={def.readOnly === true} total={total}
        selected={selection.allMatching ? "all" : selection.rows.size} exportLabel={`导出${exportWhat}`} onExport={does.exportRows}
        drillUp={selfRef && list.applied[selfRef.key] !== undefined ? () => apply({}) : undefined} onCreate={access.create ? does.create : undefined}
        columns={<ColumnsMenu listed={list.listed} optional={list.optional} prefs={list.prefs} onToggle={list.toggleColumn} />} />
      <FilterBar fields={filters} timeFilter={def.screen?.timeFilter} onEscape={focusGrid} onApply={(f) => {
        apply(f);
        focusGrid();
      }} />
      <SelectionBar def={def} target={target} total={total} offers={offers} onStart={(o, choice) => target && start(o, target, choice)}
        menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} onSelectAllMatching={does.selectAllMatching} onClear={selection.clear} />
      {jobs.jobId !== null && <JobPanel key={jobs.jobId} jobId={jobs.jobId} onFinished={onJobFinished} onClose={jobs.dismiss} />}
      <Grid def={def} columns={columns} total={total} rowAt={list.rowAt} focused={focused} sort={list.sort} onSort={sortBy} onFocusRow={list.setFocused}
        isSelected={(row) => selection.allMatching || selection.rows.has(row.Id)} onOpen={(i) => {
          const row = list.rowAt(i);
          if (row) void open("view", row);
        }} onRangeChange={list.setRange} />
      {!list.loading && total === 0 && <p className="text-center text-gray-600" data-testid="empty">没有符合条件的{def.label}</p>}
      <p className="text-xs text-gray-600">↑/↓ 或 j/k 移动 · Enter 查看 · E 编辑 · N 新建 · X 选择 · Ctrl A 全选 · Delete 删除 · / 筛选 · R 刷新 · Ctrl K 更多命令</p>
      {editor && (
        <Editor key={editorKey(editor)} def={def} state={editor} canWrite={access.writable} preset={scope.fixed} locked={scope.omit}
          onClose={() => {
            setEditor(null);
            focusGridLater();
          }}
          onEdit={() => editor.mode !== "create" && setEditor({ mode: "edit", record: editor.record })}
          onSaved={(saved) => {
            if (editor.mode === "create") list.setFocused(null);
            else selection.update(saved);
            setEditor(null);
            void refresh();
            focusGridLater();
          }} />
      )}
      <PendingDialogs def={def} pending={ops.pending} onConfirm={ops.confirm} onSubmit={ops.submitForm} onCancel={ops.cancel} />
    </section>
  );
}
