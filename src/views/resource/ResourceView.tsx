import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useSearchParams } from "react-router";
import { canWrite as canWriteRight } from "../../acl/rights";
import { usePrefs } from "../../app/prefs";
import { useSession } from "../../app/session";
import { actionLevel, type ActionDef, type ResourceDef } from "../../catalogue";
import { resourceByName } from "../../catalogue/registry";
import { usePaletteState } from "../../commands/paletteState";
import type { Command } from "../../commands/types";
import { useRegisterViewCommands } from "../../commands/viewCommands";
import { jsonq } from "../../rpc/listPayload";
import { present, toast } from "../../rpc/notices";
import { rpc } from "../../rpc/transport";
import type { Rec } from "../../rpc/resourceClient";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import type { ViewProps } from "../viewProps";
import { ColumnsMenu } from "./ColumnsMenu";
import { Editor, type EditorState } from "./Editor";
import { download, exportCsv } from "./exportCsv";
import { FilterBar, filterFields } from "./FilterBar";
import { Grid, ROW_HEIGHT } from "./Grid";
import { useHiddenColumns } from "./columnPrefs";
import { defaultSort, sortPayload, type GridSort } from "./listRules";
import { usePagedList } from "./usePagedList";

/** A catalogue resource's screen: filters, the virtualised grid, the slide-over editor, all by keyboard. */
export default function ResourceView({ route }: ViewProps) {
  const def = resourceByName(route.view ?? "");
  if (!def) return <p role="alert">未知的资源：{route.view}</p>;
  return <ResourceScreen key={def.name} def={def} title={route.title} />;
}

/** Keys pressed inside a dialog, or an element marked `data-own-keys` (a tree beside the grid), belong to it. */
const ownKeys = (e: KeyboardEvent) => {
  if (!(e.target instanceof Element) || e.isComposing) return e.isComposing;
  if (e.target.closest("[data-own-keys], [role=dialog], [role=alertdialog]")) return true;
  // Enter and Space on a link or button activate it, not the grid.
  return (e.key === "Enter" || e.key === " ") && e.target.closest("a, button, [role=button], [role=menuitem], [role=combobox]") !== null;
};

export function ResourceScreen({ def, title, onFocusedRow }: {
  def: ResourceDef;
  title: string;
  /** Told which record has the focus (a tag type, whose items show beside the grid). */
  onFocusedRow?(row: Rec | undefined): void;
}) {
  const { user } = useSession();
  const writable = !def.readOnly && canWriteRight(user?.acl.rights, def.access);
  const can = (op: "create" | "update" | "delete") => writable && def.ops.includes(op);
  const config = def.screen ?? {};
  const listed = useMemo(() => [...(def.screen?.leadColumns ?? []), ...def.fields.filter((f) => f.listed)], [def]);
  const [hidden, toggleColumn] = useHiddenColumns(user?.userName ?? "", def.name);
  const columns = useMemo(() => listed.filter((f) => !hidden.has(f.key)), [listed, hidden]);
  const filters = useMemo(() => filterFields(def.fields), [def]);

  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<GridSort>(() => defaultSort(def));
  const [range, setRange] = useState({ start: 0, end: 0 });
  const [focused, setFocused] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [deleting, setDeleting] = useState<Rec[] | null>(null);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const filterRef = useRef<HTMLElement | null>(null);
  const { isOpen: paletteOpen } = usePaletteState();
  const { singleKeys } = usePrefs();
  const [params, setParams] = useSearchParams();

  const query = useMemo(() => ({
    cond: { jsonq: jsonq(applied) },
    sort: sortPayload(def, sort),
    mask: { fields: columns.map((c) => c.key) },
  }), [applied, sort, columns, def]);
  const list = usePagedList(def, query, range);
  const onRangeChange = useCallback((r: { start: number; end: number }) => setRange(r), []);

  const focusGrid = () => gridRef.current?.focus();
  const move = (to: number) => {
    if (list.total === 0) return;
    setFocused(Math.max(0, Math.min(list.total - 1, to)));
  };
  const pageRows = () => Math.max(1, Math.floor((gridRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
  const focusedRow = focused === null ? undefined : list.rowAt(focused);
  useEffect(() => onFocusedRow?.(focusedRow), [focusedRow, onFocusedRow]);
  // A field pointing at the same resource (a type's parent type) lets the user drill into a record's children.
  const selfRef = def.fields.find((f) => f.kind === "ref" && f.ref === def.name && f.filter);

  const open = async (mode: "view" | "edit", row: Rec | undefined) => {
    if (!row) return;
    const fresh = await list.client.get(row.Id);
    setEditor({ mode: mode === "edit" && can("update") ? "edit" : "view", record: fresh.data });
  };
  const closeEditor = () => {
    setEditor(null);
    requestAnimationFrame(focusGrid);
  };
  const askDelete = () => {
    if (!can("delete")) return;
    const rows = selected.size > 0
      ? Array.from({ length: list.total }, (_, i) => list.rowAt(i)).filter((r): r is Rec => r !== undefined && selected.has(r.Id))
      : focusedRow ? [focusedRow] : [];
    if (rows.length > 0) setDeleting(rows);
  };
  const confirmDelete = async () => {
    const rows = deleting ?? [];
    setDeleting(null);
    await removeRows(rows);
  };
  const removeRows = async (rows: readonly Rec[]) => {
    let done = 0;
    for (const r of rows) {
      try {
        await list.client.remove(r.Id);
        done++;
      } catch {
        break; // the failure has shown its message; stop rather than guess at the rest
      }
    }
    if (done > 0) present(toast("success", `已删除 ${done} 条${def.label}`));
    setSelected(new Set());
    await list.refresh();
    focusGrid();
  };
  // The resource's own actions (设置状态 › 启用 / 停用): a nested palette page of choices, a confirmation where the catalogue asks for one.
  const runAction = async (action: ActionDef, row: Rec, input: Readonly<Record<string, unknown>>) => {
    const ids = selected.size > 0 && action.scope === "rows" ? [...selected] : null;
    const payload = ids ? { Ids: ids, data: input } : { Id: row.Id, utime: (await list.client.get(row.Id)).data.utime, data: input };
    await rpc(`${def.service}/${action.name}`, payload);
    present(toast("success", `${action.label}：已完成`));
    setSelected(new Set());
    await list.refresh();
  };
  const actionCommands = (row: Rec): Command[] => (def.actions ?? [])
    .filter((a) => a.scope !== "view" && a.choices && (actionLevel(a) === "READ" || can("update")))
    .map((a) => ({
      id: `${def.name}:action:${a.name}`, title: a.label, group: "当前行", keywords: [a.name.toLowerCase()], scope: "row" as const, run: () => undefined,
      children: () => (a.choices ?? []).map((choice) => {
        const run = () => void runAction(a, row, choice.input).catch(() => undefined);
        const confirm = choice.confirm ?? a.confirm;
        return {
          id: `${def.name}:action:${a.name}:${choice.label}`, title: choice.label, group: a.label, keywords: [], scope: "row" as const, run,
          ...(confirm ? {
            children: () => [
              { id: `${def.name}:action:${a.name}:${choice.label}:yes`, title: `确认${choice.label}`, group: confirm, keywords: ["yes", "queren"], scope: "row" as const, run },
              { id: `${def.name}:action:${a.name}:${choice.label}:no`, title: "取消", group: confirm, keywords: ["no", "quxiao"], scope: "row" as const, run: () => requestAnimationFrame(focusGrid) },
            ],
          } : {}),
        };
      }),
    }));
  const toggleSelect = () => {
    if (!focusedRow) return;
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(focusedRow.Id)) next.delete(focusedRow.Id);
      else next.add(focusedRow.Id);
      return next;
    });
  };
  const drill = (row: Rec | undefined) => {
    if (!row || !selfRef) return;
    setApplied({ [selfRef.key]: row.Id });
    setFocused(null);
  };
  const sortBy = (key: string) => setSort((s) => ({ by: key, order: s.by === key && s.order === "descend" ? "ascend" : "descend" }));
  const runExport = async () => {
    const { csv, rows } = await exportCsv(columns, (p) => list.client.list(p), query);
    download(`${def.label}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    present(toast("success", `已导出 ${rows} 行`));
  };

  // ?open={Id}: a record chosen in the palette's record search opens in this screen's slide-over.
  const openId = Number(params.get("open"));
  useEffect(() => {
    if (!Number.isInteger(openId) || openId <= 0) return;
    setParams((p) => {
      p.delete("open");
      return p;
    }, { replace: true });
    void open("view", { Id: openId, ctime: 0, utime: 0 });
  }, [openId]); // only when the parameter appears

  const quiet = editor === null && deleting === null && !paletteOpen;
  const keys = { enabled: quiet, preventDefault: true, ignoreEventWhen: ownKeys };
  // Letter keys obey the user's single-key setting; arrows, Enter and Delete always work.
  const letters = { ...keys, enabled: quiet && singleKeys };
  useHotkeys("down", () => move(focused === null ? 0 : focused + 1), keys, [focused, list.total]);
  useHotkeys("up", () => move(focused === null ? 0 : focused - 1), keys, [focused, list.total]);
  useHotkeys("j", () => move(focused === null ? 0 : focused + 1), letters, [focused, list.total]);
  useHotkeys("k", () => move(focused === null ? 0 : focused - 1), letters, [focused, list.total]);
  useHotkeys("pagedown", () => move((focused ?? 0) + pageRows()), keys, [focused, list.total]);
  useHotkeys("pageup", () => move((focused ?? 0) - pageRows()), keys, [focused, list.total]);
  useHotkeys("home", () => move(0), keys, [list.total]);
  useHotkeys("end", () => move(list.total - 1), keys, [list.total]);
  useHotkeys("enter", () => void open("view", focusedRow), keys, [focusedRow]);
  useHotkeys("e", () => void open("edit", focusedRow), { ...letters, enabled: letters.enabled && can("update") }, [focusedRow]);
  useHotkeys("n", () => setEditor({ mode: "create" }), { ...letters, enabled: letters.enabled && can("create") });
  useHotkeys("x", toggleSelect, letters, [focusedRow]);
  useHotkeys("delete", askDelete, { ...keys, enabled: quiet && can("delete") }, [focusedRow, selected, list.total]);
  useHotkeys("/", () => filterRef.current?.focus(), { ...letters, useKey: true });
  useHotkeys("r", () => void list.refresh(), letters, [list.refresh]);
  useHotkeys("right", () => drill(focusedRow), { ...keys, enabled: quiet && selfRef !== undefined }, [focusedRow]);

  const commands = useMemo<Command[]>(() => {
    const view: Command[] = [
      ...(can("create") ? [{ id: `${def.name}:new`, title: `新建${def.label}`, group: "当前页面", keywords: ["new", "create", "xinjian"], shortcut: "N", scope: "view" as const, run: () => setEditor({ mode: "create" }) }] : []),
      { id: `${def.name}:export`, title: "导出 CSV", group: "当前页面", keywords: ["export", "csv", "daochu"], scope: "view", run: () => void runExport() },
      { id: `${def.name}:refresh`, title: "刷新", group: "当前页面", keywords: ["refresh", "reload", "shuaxin"], shortcut: "R", scope: "view", run: () => void list.refresh() },
      ...listed.filter((c) => c.sortable).map((c) => ({
        id: `${def.name}:sort:${c.key}`, title: `按「${c.label}」排序`, group: "当前页面", keywords: ["sort", "paixu", c.key], scope: "view" as const,
        run: () => sortBy(c.key),
      })),
      { id: `${def.name}:filter`, title: "筛选", group: "当前页面", keywords: ["filter", "search", "shaixuan"], shortcut: "/", scope: "view", run: () => setTimeout(() => filterRef.current?.focus(), 0) },
    ];
    const keysOnly = ([["↓ / J", "下一行"], ["↑ / K", "上一行"], ["PgDn / PgUp", "翻页"], ["Home / End", "第一行 / 最后一行"], ["X", "选择当前行"], ["Delete", "删除当前行或选中的行"]] as const)
      .map(([shortcut, title]) => ({ id: `${def.name}:key:${title}`, title, group: "当前页面", keywords: [], shortcut, scope: "view" as const, sheetOnly: true, run: () => undefined }));
    view.push(...keysOnly);
    if (!focusedRow) return view;
    const name = String(focusedRow[def.titleField] ?? `#${focusedRow.Id}`);
    const row: Command[] = [
      { id: `${def.name}:view`, title: `查看「${name}」`, group: "当前行", keywords: ["view", "open", "chakan"], shortcut: "Enter", scope: "row", run: () => void open("view", focusedRow) },
      ...(selfRef ? [{ id: `${def.name}:children`, title: `查看「${name}」的下级${def.label}`, group: "当前行", keywords: ["children", "drill", "xiaji"], shortcut: "→", scope: "row" as const, run: () => drill(focusedRow) }] : []),
      ...(can("update") ? [{ id: `${def.name}:edit`, title: `编辑「${name}」`, group: "当前行", keywords: ["edit", "bianji"], shortcut: "E", scope: "row" as const, run: () => void open("edit", focusedRow) }] : []),
      ...actionCommands(focusedRow),
      ...(can("delete") ? [{
        id: `${def.name}:delete`, title: `删除「${name}」`, group: "当前行", keywords: ["delete", "remove", "shanchu"], shortcut: "Delete", scope: "row" as const,
        run: () => setDeleting([focusedRow]),
        // From the palette the confirmation is a nested page: 确认删除 or 取消.
        children: () => [
          { id: `${def.name}:delete:yes`, title: "确认删除", group: `删除「${name}」`, keywords: ["yes", "confirm", "queren"], scope: "row" as const, run: () => void removeRows([focusedRow]) },
          { id: `${def.name}:delete:no`, title: "取消", group: `删除「${name}」`, keywords: ["no", "cancel", "quxiao"], scope: "row" as const, run: () => requestAnimationFrame(focusGrid) },
        ],
      }] : []),
    ];
    return [...row, ...view];
  }, [def, focusedRow, writable, query]);
  useRegisterViewCommands(`resource:${def.name}`, commands);

  return (
    <section className="space-y-4" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-medium">{title}</h1>
        <div className="flex items-center gap-2">
          {selfRef && applied[selfRef.key] !== undefined && (
            <button type="button" data-testid="drill-up" onClick={() => setApplied({})} className="rounded border border-gray-300 px-3 py-1 hover:border-primary">返回全部</button>
          )}
          <span className="text-gray-600" data-testid="total" aria-live="polite">共 {list.total} 条{selected.size > 0 && `，已选 ${selected.size} 条`}</span>
          <ColumnsMenu columns={listed} hidden={hidden} onToggle={toggleColumn} />
          <button type="button" onClick={() => void runExport()} className="rounded border border-gray-300 px-3 py-1 hover:border-primary">导出</button>
          {can("create") && <button type="button" onClick={() => setEditor({ mode: "create" })} className="rounded bg-primary-active px-3 py-1 text-white hover:bg-primary-ink">新建 <kbd className="text-xs">N</kbd></button>}
        </div>
      </div>
      <FilterBar fields={filters} timeFilter={config.timeFilter} firstRef={filterRef} onEscape={focusGrid} onApply={(f) => {
        setApplied(f);
        setFocused(null);
        focusGrid();
      }} />
      <Grid def={def} columns={columns} total={list.total} rowAt={list.rowAt} focused={focused} selected={selected} sort={sort}
        onSort={sortBy} onFocusRow={setFocused} onOpen={(i) => void open("view", list.rowAt(i))} onRangeChange={onRangeChange} scrollRef={gridRef} />
      {!list.loading && list.total === 0 && <p className="text-center text-gray-600" data-testid="empty">没有符合条件的{def.label}</p>}
      <p className="text-xs text-gray-600">↑/↓ 或 j/k 移动 · Enter 查看 · E 编辑 · N 新建 · X 选择 · Delete 删除 · / 筛选 · R 刷新</p>
      {editor && (
        <Editor def={def} state={editor} canWrite={writable} onClose={closeEditor}
          onEdit={() => editor.mode !== "create" && setEditor({ mode: "edit", record: editor.record })}
          onSaved={(rec) => {
            setEditor(null);
            void list.refresh();
            if (editor.mode === "create") setFocused(null);
            requestAnimationFrame(focusGrid);
            void rec;
          }} />
      )}
      <ConfirmDialog open={deleting !== null} danger confirmLabel="删除"
        title={deleting && deleting.length > 1 ? `删除选中的 ${deleting.length} 条${def.label}？` : `删除${def.label}「${deleting?.[0] ? String(deleting[0][def.titleField] ?? deleting[0].Id) : ""}」？`}
        description={def.softDelete ? "删除后将不再出现在列表中。" : "删除后无法恢复。"}
        onConfirm={() => void confirmDelete()} onCancel={() => {
          setDeleting(null);
          focusGrid();
        }} />
    </section>
  );
}
