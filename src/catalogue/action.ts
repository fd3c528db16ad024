import type { AccessObject } from "./access";
import type { FieldDef } from "./fields";

/**
 * What an action works on: `row` the focused row, `rows` the focused row or a selection,
 * `view` the whole view (no row, e.g. generating codes).
 */
export type ActionScope = "row" | "rows" | "view";

/** One entry of an action's nested palette page: a label and the input it sends. */
export interface ActionChoice {
  readonly label: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** Asked before this choice runs (e.g. only when disabling). */
  readonly confirm?: string;
}

/** An action beyond create/edit/delete, with its own server method `{ns}.{service}/{name}`. */
export interface ActionDef {
  /** Method name, unique within the resource's service. */
  readonly name: string;
  readonly label: string;
  /** Right needed on the resource's access object; WRITE when absent. */
  readonly level?: "READ" | "WRITE";
  readonly scope: ActionScope;
  /** Fields of the call's `data`, validated like a record's. */
  readonly input: readonly FieldDef[];
  readonly choices?: readonly ActionChoice[];
  readonly confirm?: string;
  /** As shown in the palette, e.g. `S`. */
  readonly shortcut?: string;
  /** A view action that answers a job's Id (执行对账): the console follows the job in its progress panel. */
  readonly job?: boolean;
  /**
   * A row action that queues a job names the field of the record it answers that holds the job's Id
   * (导出兑换码 → `exportJobId`): the console follows that job in its progress panel, file included.
   */
  readonly jobField?: string;
  /**
   * A `rows` action that makes one record of the named resource from the whole selection or filtered
   * result — one call with `{Ids}` or `{cond}`, never a batch job — answering it as `data[0]`; the
   * console then opens that record on the resource's screen (赠送积分 from 用户 → a draft batch).
   */
  readonly makes?: string;
  /**
   * A `row` action with no server method that only opens another screen (高清查看, 打开排版): a path whose
   * `{key}` parts are the focused row's values (`/suha/view?type=suha&id={Id}`); a path without any
   * gets `id=` of the row added to its query. A `view` action opens the path as it is (批量上传).
   */
  readonly opens?: string;
  /** A row action that answers an address (`data.url`) the console copies to the clipboard (复制分享链接). */
  readonly copies?: boolean;
  /** The right is needed on this object instead of the resource's (编辑 on an artist's works needs W(suha)). */
  readonly access?: AccessObject;
  /**
   * A row action offered only on rows whose fields hold one of the listed values (补发权益: status PAID
   * and fulfilStatus NONE); the server refuses the others with its own reason.
   */
  readonly when?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
}

/** Whether a row action's `when` lets it be offered on `row`. */
export function actionOfferedOn(action: ActionDef, row: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(action.when ?? {}).every(([key, values]) => values.includes(row[key] as never));
}

/** The address an `opens` action goes to for a row: its `{key}` parts replaced by the row's values, URL-encoded. */
export function opensPath(action: ActionDef, row: Readonly<Record<string, unknown>>): string {
  const path = action.opens ?? "";
  if (path.includes("{")) return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(row[key] ?? "")));
  return `${path}${path.includes("?") ? "&" : "?"}id=${encodeURIComponent(String(row.Id ?? ""))}`;
}

export function actionLevel(action: ActionDef): "READ" | "WRITE" {
  return action.level ?? "WRITE";
}
