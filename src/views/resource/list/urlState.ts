import type { FieldDef } from "../../../catalogue";
import type { GridSort } from "../listRules";

/**
 * A list's view in its address (issue 22): the applied filters as the user typed them, the sort and the
 * open record, so that a copied link shows the next person the same rows and record, and reload or Back
 * finds them again. Readable query parameters:
 *
 *   ?f.status=PAID&f.paidAt=2026-11-01 00:00~2026-11-30 23:59&sort=-paidAt&open=123
 *
 * `f.<field>` holds a filter (a range as `from~to`, either side may be empty), `sort` the sorted field
 * (`-` first: descending), `open` the record in the slide-over. Everything is checked when read:
 * unknown fields, values a field cannot hold and sorts the screen does not offer are dropped.
 */

/** One filter the address may carry: its draft keys (what FilterBar's inputs hold) and how a value is checked. */
export interface UrlFilter {
  readonly key: string;
  /** Ranges are two inputs, `${draftKey}-from` and `${draftKey}-to`. */
  readonly range: boolean;
  readonly draftKey: string;
  /** Whether one typed value (one end of a range) is one this filter can hold. */
  valid(text: string): boolean;
}

const PATTERNS: Partial<Record<FieldDef["kind"], RegExp>> = {
  integer: /^-?\d{1,15}$/,
  ref: /^\d{1,15}$/,
  money: /^-?\d{1,13}(\.\d{1,2})?$/,
  decimal: /^-?\d{1,15}(\.\d{1,10})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/,
  boolean: /^(true|false)$/,
};
const MAX_TEXT = 200;

/** How the address carries a field's filter; `range` as FilterBar asks for it. */
export function urlFilterOf(field: FieldDef, range: boolean): UrlFilter {
  const pattern = PATTERNS[field.kind];
  const options = field.kind === "enum" && !field.tag ? new Set((field.options ?? []).map((o) => o.value)) : null;
  return {
    key: field.key, range, draftKey: field.key,
    valid: (text) => text.length <= MAX_TEXT && (options ? options.has(text) : pattern ? pattern.test(text) : true),
  };
}

/** The screen's own time filter (`time-from`, `time-to`), carried under its key (`f.ctime`). */
export function urlTimeFilter(key: string): UrlFilter {
  return { key, range: true, draftKey: "time", valid: (text) => PATTERNS.datetime?.test(text) === true };
}

export interface UrlView {
  /** The applied filters as FilterBar's inputs hold them. */
  readonly draft: Record<string, string>;
  /** Absent: the screen's default. */
  readonly sort: GridSort | undefined;
  readonly open: number | undefined;
}

const PREFIX = "f.";
const RANGE = "~";

/** The view an address holds, checked against what this screen offers. */
export function readUrlView(params: URLSearchParams, filters: readonly UrlFilter[], sortable: readonly string[]): UrlView {
  const draft: Record<string, string> = {};
  for (const f of filters) {
    const raw = params.get(PREFIX + f.key)?.trim();
    if (!raw) continue;
    if (!f.range) {
      if (f.valid(raw)) draft[f.draftKey] = raw;
      continue;
    }
    const at = raw.indexOf(RANGE);
    const ends = at < 0 ? [raw, ""] : [raw.slice(0, at).trim(), raw.slice(at + 1).trim()];
    ends.forEach((text, i) => {
      if (text !== "" && f.valid(text)) draft[`${f.draftKey}-${i === 0 ? "from" : "to"}`] = text;
    });
  }
  const sortText = params.get("sort") ?? "";
  const by = sortText.replace(/^-/, "");
  const sort: GridSort | undefined = sortable.includes(by) ? { by, order: sortText.startsWith("-") ? "descend" : "ascend" } : undefined;
  const openText = params.get("open") ?? "";
  const open = /^\d{1,15}$/.test(openText) && Number(openText) > 0 ? Number(openText) : undefined;
  return { draft, sort, open };
}

/**
 * The address with this view written into it: other parameters (a parent's Id) are kept, the view's own
 * are replaced. A sort equal to the default and empty filters are left out, so that a plain list keeps
 * its plain address.
 */
export function writeUrlView(params: URLSearchParams, view: UrlView, filters: readonly UrlFilter[], defaultSort: GridSort): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (!k.startsWith(PREFIX) && k !== "sort" && k !== "open") out.append(k, v);
  for (const f of filters) {
    if (f.range) {
      const from = (view.draft[`${f.draftKey}-from`] ?? "").trim();
      const to = (view.draft[`${f.draftKey}-to`] ?? "").trim();
      if (from !== "" || to !== "") out.set(PREFIX + f.key, to === "" ? from : `${from}${RANGE}${to}`);
      continue;
    }
    const v = (view.draft[f.draftKey] ?? "").trim();
    if (v !== "") out.set(PREFIX + f.key, v);
  }
  const sort = view.sort;
  if (sort && (sort.by !== defaultSort.by || sort.order !== defaultSort.order)) out.set("sort", `${sort.order === "descend" ? "-" : ""}${sort.by}`);
  if (view.open !== undefined) out.set("open", String(view.open));
  return out;
}

/** The address's view parameters only (what a saved view or the list's memory compares). */
export function viewParamsOf(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (k.startsWith(PREFIX) || k === "sort") out.append(k, v);
  return out.toString();
}
