import type { AccessObject } from "./access";
import type { ActionDef } from "./action";
import type { FieldDef } from "./fields";
import type { MachineDef } from "./machine";

export const RESOURCE_OPS = ["list", "get", "create", "update", "delete"] as const;
export type ResourceOp = (typeof RESOURCE_OPS)[number];

export interface SortSpec {
  readonly by: string;
  readonly asc: boolean;
}

/** What a resource's screen shows beyond its catalogue fields. */
export interface ScreenSpec {
  /** Columns of the record's own (e.g. when a change was made), shown before the catalogue's. */
  readonly leadColumns?: readonly FieldDef[];
  /**
   * The filters a screen is used with most, first in the filter bar in this order (one row holds eight
   * controls; the rest wait behind 更多筛选). Absent: the filterable fields in field order.
   */
  readonly filterOrder?: readonly string[];
  /** A from–to filter on the record's own time. */
  readonly timeFilter?: { readonly key: "ctime" | "utime"; readonly label: string };
  /** The record's detail instead of its form (change records: before and after side by side). */
  readonly detail?: "changes";
  /**
   * An approval queue (commerce.md §0.1 AQ): the screen opens on the records whose `field` is one of
   * `pending` (待处理), with the decided ones under a second tab (已处理).
   */
  readonly queue?: QueueSpec;
  /** Tabs of a record's slide-over beyond its fields and child lists (an order's lines, its change history). */
  readonly recordTabs?: readonly RecordTab[];
  /**
   * Totals for the current filter shown above the grid: `method` of the resource's service takes
   * `{cond}` as its list does and answers `{data: SummaryRow[]}` (money in fen).
   */
  readonly summary?: { readonly method: string; readonly label: string };
  /** A kanban of the records by their machine's state, toggled with the list (src/views/resource/board). */
  readonly board?: BoardSpec;
}

/** A board: one column per state of `field` (the machine's), cards titled by the record and showing `cardFields`. */
export interface BoardSpec {
  readonly field: string;
  readonly cardFields?: readonly string[];
}

/** An approval queue's states: the pending ones, and the decided ones grouped under tabs of their own. */
export interface QueueSpec {
  readonly field: string;
  readonly pending: readonly string[];
  /** The first tab's name where the pending records are not waiting for a review (a ticket's 待处理); 待审核 when absent. */
  readonly pendingLabel?: string;
  /** Tabs between 待处理 and 全部 (已通过, 已驳回); absent: one 已处理 tab of every other state. */
  readonly tabs?: readonly { readonly label: string; readonly values: readonly string[] }[];
}

/** One line of a screen's totals: a group (e.g. a money account) and its sums in fen. */
export interface SummaryRow {
  readonly key: string;
  readonly label: string;
  readonly income: number;
  readonly expense: number;
  readonly net: number;
  readonly count: number;
}

/**
 * A slide-over tab: `rows` shows a json field holding a list of objects as a table with these
 * columns; `changes` the record's change history, read through `{service}/list{entity}Change`.
 */
export type RecordTab =
  | { readonly kind: "rows"; readonly key: string; readonly label: string; readonly columns: readonly FieldDef[] }
  | { readonly kind: "changes"; readonly label: string }
  /** A panel of the record's own, drawn by a component the console names `panel` (a video's 播放预览). */
  | { readonly kind: "panel"; readonly label: string; readonly panel: RecordPanelName };

/** The record panels the console has (src/views/resource/form/recordPanels.tsx draws each). */
export type RecordPanelName =
  | "vodPlayer"
  | "visitorOrders";

/**
 * An entity behind a screen. The server derives its table and methods from this,
 * the console its grid and editor.
 */
export interface ResourceDef {
  /** Stable identifier, also the data change records' `resource`. */
  readonly name: string;
  readonly label: string;
  /** Service under the namespace, e.g. `BaseServiceAdmin` or `sys.SysAdmin`. */
  readonly service: string;
  /** Entity word of the method names: `list{entity}`, `get{entity}`… */
  readonly entity: string;
  /** Method names that differ from `{op}{entity}`. */
  readonly methodNames?: Partial<Record<ResourceOp, string>>;
  readonly ops: readonly ResourceOp[];
  readonly access: AccessObject;
  readonly table: string;
  readonly fields: readonly FieldDef[];
  /** The field that names a record to a person (palette, change records, confirmations). */
  readonly titleField: string;
  readonly defaultSort: SortSpec;
  /** Deleting sets `deleted` instead of removing the row; lists hide deleted rows by default. */
  readonly softDelete?: boolean;
  /** Financial and audit records nobody may change through the console. */
  readonly readOnly?: boolean;
  /**
   * Rows read from other resources' tables by a list method of its own (an artist's works over paintings
   * and calligraphy): no table, no generic methods; its service registers `list{Entity}` itself.
   */
  readonly projection?: boolean;
  /** Kept out of the data change records' before/after (secrets, large blobs). */
  readonly auditExclude?: readonly string[];
  /** Actions beyond create/edit/delete, each with its own method and right. */
  readonly actions?: readonly ActionDef[];
  /** The record's states and the transitions between them, each with its own method `{transition}{Entity}`. */
  readonly states?: MachineDef;
  /** How the grid's sorter becomes `sort`: users' lists always sort ascending (spec §7). */
  readonly sortRule?: "direction" | "alwaysAscending";
  /** What the screen shows beyond the fields. */
  readonly screen?: ScreenSpec;
  /** Where a resource without a route of its own is shown (a view name), e.g. domains on the dashboard. */
  readonly shownIn?: string;
  /**
   * The path of the route (src/catalogue/routes.ts) whose grid and editor this resource is, when the
   * route names no `view` itself: the generated resourceRoutes.ts maps the path to the resource.
   */
  readonly route?: string;
  /**
   * A child resource: `key` is its field holding the parent's Id (tag items under their tag type).
   * `tab` names the parent drawer's tab it shows in, shared by several children (支付记录); its own label when absent.
   * `listedAlone`: its hidden route lists every record (filtered by the address, as a dashboard figure drills into
   * it: 慢查询样本) and is scoped to one parent only when the address names it.
   */
  readonly parent?: { readonly resource: string; readonly key: string; readonly tab?: string; readonly listedAlone?: boolean };
  /**
   * Columns the dashboards' figures select a period by that the grid neither sorts nor filters by
   * (orders' ctime: the funnel's 下单 stage): each gets an index `(key, Id)` as a grid key does.
   */
  readonly reportIndexes?: readonly string[];
}

/** Fields every record carries, set by the server. */
export const SYSTEM_FIELDS = ["Id", "ctime", "utime"] as const;

/** The method name of one operation on a resource. */
export function methodName(resource: ResourceDef, op: ResourceOp): string {
  return resource.methodNames?.[op] ?? `${op}${resource.entity}`;
}

export function actionOf(resource: ResourceDef, name: string): ActionDef | undefined {
  return resource.actions?.find((a) => a.name === name);
}

export function fieldOf(resource: ResourceDef, key: string): FieldDef | undefined {
  return resource.fields.find((f) => f.key === key);
}
