import { methodName, transitionMethodName, type FieldDef, type ResourceDef } from "../../../catalogue";
import { CHANGE_ACTIONS, resourceByName, RESOURCES } from "../../../catalogue/registry";
import { formatValue } from "../format";

/** A change record's resource as people call it (consoleUser → 后台用户); an unknown one as stored. */
export function resourceLabel(name: unknown): string {
  const text = String(name ?? "");
  return resourceByName(text)?.label ?? text;
}

const CRUD = ["create", "update", "delete"] as const;

/** The Chinese name of what a method did: 新建/修改/删除, or the action's or transition's own label (设置状态, 停用). */
export function methodLabel(method: unknown, resource?: unknown): string {
  const text = String(method ?? "");
  // Plain changes keep the call's path (BaseServiceAdmin/createMuseum); actions name themselves.
  const name = text.slice(text.lastIndexOf("/") + 1);
  const own = resourceByName(String(resource ?? ""));
  for (const def of own ? [own, ...RESOURCES] : RESOURCES) {
    const label = labelIn(def, name);
    if (label) return label;
  }
  return text;
}

function labelIn(def: ResourceDef, name: string): string | undefined {
  const op = CRUD.find((o) => def.ops.includes(o) && methodName(def, o) === name);
  if (op) return CHANGE_ACTIONS.find((a) => a.value === op)?.label;
  const action = def.actions?.find((a) => a.name === name);
  if (action) return action.label;
  return def.states?.transitions.find((t) => t.name === name || transitionMethodName(def, t) === name)?.label;
}

const SYSTEM: Readonly<Record<string, string>> = { Id: "Id", ctime: "创建时间", utime: "修改时间", deleted: "已删除" };

/** A changed record's field: its label and how its values read, from the resource's catalogue. */
export function changeField(def: ResourceDef | undefined, key: string): { label: string; field: FieldDef | undefined } {
  const field = def?.fields.find((f) => f.key === key);
  return { label: field?.label ?? SYSTEM[key] ?? key, field };
}

/** One value of a change record as the resource's screens show it (enum and dict labels, Shanghai times). */
export function changeValue(field: FieldDef | undefined, key: string, v: unknown): string {
  if (v === undefined) return "";
  if (v === null || v === "") return "（空）";
  if (field) return formatValue(field, v) || (typeof v === "object" ? JSON.stringify(v) : String(v));
  if ((key === "ctime" || key === "utime") && typeof v === "number") return formatValue({ key, label: key, kind: "datetime" }, v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

type CellText = (row: Readonly<Record<string, unknown>>) => string;

/**
 * Grid cells a screen words itself, by resource and field: the change records' 资源 and 方法 in
 * Chinese. Only the text changes; filters and sorting keep the stored value.
 */
const CELL_TEXT: Readonly<Record<string, Readonly<Record<string, CellText>>>> = {
  dataChange: {
    resource: (row) => resourceLabel(row.resource),
    method: (row) => methodLabel(row.method, row.resource),
  },
};

/** The cell text a resource's screen gives a field, if it words it itself. */
export function cellTextOf(resource: string, key: string): CellText | undefined {
  return CELL_TEXT[resource]?.[key];
}
