import { actionLevel, type ActionChoice, type FieldDef, type ResourceDef } from "../../../catalogue";
import type { Command } from "../../../commands/types";
import type { Rec } from "../../../rpc/resourceClient";
import type { ScreenAccess } from "../access";
import { childPath, type ChildDef } from "../child/children";
import type { Offer } from "./offers";
import { targetGroup, targetPhrase, titleOf, type OpTarget, type Target } from "./target";

/** What the screen's commands do; every function stable across renders unless what it uses changed. */
export interface ScreenDo {
  create(): void;
  open(mode: "view" | "edit", row: Rec): void;
  drill(row: Rec): void;
  go(path: string): void;
  start(offer: Offer, target: OpTarget, choice?: ActionChoice): void;
  run(offer: Offer, target: OpTarget, input: Readonly<Record<string, unknown>>): void;
  exportRows(): void;
  refresh(): void;
  sortBy(key: string): void;
  focusFilter(): void;
  selectAllMatching(): void;
  clearSelection(): void;
  focusGrid(): void;
}

export interface CommandContext {
  def: ResourceDef;
  access: ScreenAccess;
  focusedRow: Rec | undefined;
  target: Target | null;
  offers: readonly Offer[];
  /** Actions on the whole view (执行对账). */
  viewOffers: readonly Offer[];
  sortable: readonly FieldDef[];
  /** A field pointing at the same resource (a type's parent type): → lists a record's children. */
  selfRef: FieldDef | undefined;
  children: readonly ChildDef[];
  total: number;
  exportLabel: string;
  does: ScreenDo;
}

const SHEET_KEYS = [
  ["↓ / J", "下一行"], ["↑ / K", "上一行"], ["PgDn / PgUp", "翻页"], ["Home / End", "第一行 / 最后一行"],
  ["X", "选择当前行"], ["Ctrl A", "全选筛选结果"], ["Esc", "取消选择"], ["Delete", "删除当前行或选中的行"],
] as const;

/** A nested palette page that asks before `run`: 确认… or 取消. */
function confirmPage(id: string, verb: string, question: string, run: () => void, back: () => void): () => Command[] {
  return () => [
    { id: `${id}:yes`, title: `确认${verb}`, group: question, keywords: ["yes", "confirm", "queren"], scope: "row", run },
    { id: `${id}:no`, title: "取消", group: question, keywords: ["no", "cancel", "quxiao"], scope: "row", run: back },
  ];
}

/** The palette command of an offer over the target: its choices or its confirmation as nested pages, its form, or at once. */
function offerCommand({ def, does }: CommandContext, offer: Offer, target: Target): Command {
  const id = `${def.name}:${offer.key}`;
  const base = { id, group: targetGroup(target), keywords: [offer.key.split(":").pop()?.toLowerCase() ?? ""], shortcut: offer.shortcut, scope: "row" as const };
  const choices = offer.choices;
  if (choices) {
    return {
      ...base, title: offer.label, run: () => undefined,
      children: () => choices.map((choice) => {
        const run = () => does.run(offer, target, choice.input);
        const confirm = choice.confirm ?? offer.confirm;
        const cid = `${id}:${choice.label}`;
        return { id: cid, title: choice.label, group: offer.label, keywords: [], scope: "row" as const, run, ...(confirm ? { children: confirmPage(cid, choice.label, confirm, run, does.focusGrid) } : {}) };
      }),
    };
  }
  const title = `${offer.label}${targetPhrase(def, target)}`;
  if (offer.form) return { ...base, title: `${title}…`, run: () => does.start(offer, target) };
  const run = () => does.run(offer, target, {});
  const question = offer.op.kind === "delete" ? title : offer.confirm;
  if (question) return { ...base, title, run: () => does.start(offer, target), children: confirmPage(id, offer.label, question, run, does.focusGrid) };
  return { ...base, title, run };
}

/** The focused row's own commands: view, its children, edit. */
function rowCommands({ def, access, focusedRow, selfRef, children, does }: CommandContext): Command[] {
  if (!focusedRow) return [];
  const row = focusedRow;
  const name = titleOf(def, row);
  const group = "当前行";
  return [
    { id: `${def.name}:view`, title: `查看「${name}」`, group, keywords: ["view", "open", "chakan"], shortcut: "Enter", scope: "row", run: () => does.open("view", row) },
    ...(selfRef ? [{ id: `${def.name}:children`, title: `查看「${name}」的下级${def.label}`, group, keywords: ["children", "drill", "xiaji"], shortcut: "→", scope: "row" as const, run: () => does.drill(row) }] : []),
    ...children.flatMap((child) => {
      const path = childPath(child, row.Id);
      return path ? [{ id: `${def.name}:child:${child.name}`, title: `查看「${name}」的${child.label}`, group, keywords: ["children", child.name.toLowerCase()], scope: "row" as const, run: () => does.go(path) }] : [];
    }),
    ...(access.update ? [{ id: `${def.name}:edit`, title: `编辑「${name}」`, group, keywords: ["edit", "bianji"], shortcut: "E", scope: "row" as const, run: () => does.open("edit", row) }] : []),
  ];
}

/** The catalogue's action shortcuts (设置状态 S) the user may use here but no row is offered yet: listed in `?` all the same. */
function actionKeys({ def, access, offers }: CommandContext): Command[] {
  return (def.actions ?? [])
    .filter((a) => a.shortcut && a.scope !== "view" && (actionLevel(a) === "READ" || access.writable) && !offers.some((o) => o.shortcut === a.shortcut))
    .map((a) => ({ id: `${def.name}:key:${a.name}`, title: `${a.label}（当前行或选中的行）`, group: "当前页面", keywords: [], shortcut: a.shortcut, scope: "view" as const, sheetOnly: true, run: () => undefined }));
}

function viewCommands(ctx: CommandContext): Command[] {
  const { def, access, target, sortable, total, exportLabel, does } = ctx;
  const group = "当前页面";
  const many = target !== null && target.kind !== "row";
  return [
    ...ctx.viewOffers.map((o) => ({ id: `${def.name}:${o.key}`, title: `${o.label}${o.form ? "…" : ""}`, group, keywords: [o.key.split(":").pop()?.toLowerCase() ?? ""], shortcut: o.shortcut, scope: "view" as const, run: () => does.start(o, { kind: "view" }) })),
    ...(access.create ? [{ id: `${def.name}:new`, title: `新建${def.label}`, group, keywords: ["new", "create", "xinjian"], shortcut: "N", scope: "view" as const, run: does.create }] : []),
    { id: `${def.name}:export`, title: exportLabel, group, keywords: ["export", "excel", "xlsx", "daochu"], scope: "view", run: does.exportRows },
    { id: `${def.name}:refresh`, title: "刷新", group, keywords: ["refresh", "reload", "shuaxin"], shortcut: "R", scope: "view", run: does.refresh },
    ...(total > 0 && target?.kind !== "matching" ? [{ id: `${def.name}:selectAll`, title: `全选 ${total} 条匹配的${def.label}`, group, keywords: ["select", "all", "quanxuan"], shortcut: "Ctrl A", scope: "view" as const, run: does.selectAllMatching }] : []),
    ...(many ? [{ id: `${def.name}:clearSelection`, title: "取消选择", group, keywords: ["clear", "deselect", "quxiao"], shortcut: "Esc", scope: "view" as const, run: does.clearSelection }] : []),
    ...sortable.map((c) => ({ id: `${def.name}:sort:${c.key}`, title: `按「${c.label}」排序`, group, keywords: ["sort", "paixu", c.key], scope: "view" as const, run: () => does.sortBy(c.key) })),
    { id: `${def.name}:filter`, title: "筛选", group, keywords: ["filter", "search", "shaixuan"], shortcut: "/", scope: "view", run: does.focusFilter },
    ...actionKeys(ctx),
    ...SHEET_KEYS.map(([shortcut, title]) => ({ id: `${def.name}:key:${title}`, title, group, keywords: [], shortcut, scope: "view" as const, sheetOnly: true, run: () => undefined })),
  ];
}

/**
 * The screen's palette commands: the focused row's, then what may be done to the target (the
 * selection when there is one — never just the focused row), then the view's.
 */
export function screenCommands(ctx: CommandContext): Command[] {
  const { target, offers } = ctx;
  return [...rowCommands(ctx), ...(target ? offers.map((o) => offerCommand(ctx, o, target)) : []), ...viewCommands(ctx)];
}
