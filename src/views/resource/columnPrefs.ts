import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { prefAdmin } from "../../rpc/prefs";
import { readJson } from "../../rpc/storage";
import { clampWidth } from "./list/columnWidth";
import { inOrder } from "./list/gridColumns";

/** A grid's columns as one user arranged them: kept on the server, so they follow the user to another browser. */
export interface ColumnPrefs {
  /** Listed columns the user hid. */
  readonly hidden: ReadonlySet<string>;
  /** Columns not listed by default that the user turned on (an image, an address). */
  readonly shown: ReadonlySet<string>;
  /** Widths the user gave columns, px; the others take the width of their kind (columnWidth). */
  readonly widths: Readonly<Record<string, number>>;
  /** Column keys in the user's order; columns it does not name keep the catalogue's order after them. */
  readonly order: readonly string[];
}

/** What the grid's header may change. */
export interface ColumnLayout {
  readonly widths: Readonly<Record<string, number>>;
  readonly order: readonly string[];
  resize(key: string, px: number): void;
  /** Widens (or narrows, `by` < 0) a column from the width it has now, `shown` when the user never set one. */
  resizeBy(key: string, by: number, shown: number): void;
  /** Forgets a width the user gave (double click on the header's edge). */
  resetWidth(key: string): void;
  /** Puts column `key` where the columns `keys` (as shown now) have `to`. */
  move(keys: readonly string[], key: string, to: number): void;
  /** Moves column `key` `by` places among the columns `keys`, from where the latest order has it. */
  moveBy(keys: readonly string[], key: string, by: number): void;
  /** Back to the catalogue's columns, order and widths. */
  reset(): void;
}

/** As kept on the server: plain JSON. */
interface Stored { hidden: string[]; shown: string[]; widths: Record<string, number>; order: string[] }

const EMPTY: Stored = { hidden: [], shown: [], widths: {}, order: [] };
/** How long a run of changes (a held Alt+→) rests before it is saved. */
const SAVE_AFTER_MS = 400;

const prefKey = (resource: string) => `grid.${resource}`;
const legacyKeys = (userName: string, resource: string) => [`moyuan.columns.${userName}.${resource}`, `moyuan.columns.${userName}.${resource}.shown`] as const;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

/** A value read from the server or elsewhere, with anything malformed left out. */
function parse(v: unknown): Stored {
  if (typeof v !== "object" || v === null) return EMPTY;
  const o = v as Record<string, unknown>;
  const widths: Record<string, number> = {};
  if (typeof o.widths === "object" && o.widths !== null) {
    for (const [k, px] of Object.entries(o.widths)) if (typeof px === "number" && Number.isFinite(px)) widths[k] = clampWidth(px);
  }
  return { hidden: strings(o.hidden), shown: strings(o.shown), widths, order: strings(o.order) };
}

/** This browser's columns from before they were kept on the server (hidden and shown only), then forgotten. */
function takeLegacy(userName: string, resource: string): Stored | null {
  const [hiddenKey, shownKey] = legacyKeys(userName, resource);
  const hidden = strings(readJson(hiddenKey));
  const shown = strings(readJson(shownKey));
  if (hidden.length === 0 && shown.length === 0) return null;
  return { ...EMPTY, hidden, shown };
}

function forgetLegacy(userName: string, resource: string): void {
  try {
    for (const k of legacyKeys(userName, resource)) globalThis.localStorage?.removeItem(k);
  } catch {
    // A forbidden storage holds nothing to forget.
  }
}

/** The server's value; when it has none, what this browser kept before (saved to the server once, then dropped here). */
async function load(userName: string, resource: string): Promise<Stored> {
  const answer = await prefAdmin.getPref<unknown>(prefKey(resource), { silent: true }).catch(() => null);
  if (answer?.data) return parse(answer.data.value);
  const legacy = takeLegacy(userName, resource);
  if (legacy && answer) {
    await prefAdmin.setPref(prefKey(resource), legacy, { silent: true }).then(() => forgetLegacy(userName, resource), () => undefined);
  }
  return legacy ?? EMPTY;
}

/** The order of `keys` after moving `key` to index `to`. */
export function moved(keys: readonly string[], key: string, to: number): string[] {
  const rest = keys.filter((k) => k !== key);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}

/** Which columns the grid shows, in what order and how wide, per user and resource, kept on the server. */
export function useColumnPrefs(userName: string, resource: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ["pref", userName, prefKey(resource)] as const, [userName, resource]);
  const { data } = useQuery({ queryKey, queryFn: () => load(userName, resource), staleTime: Infinity, gcTime: Infinity, retry: false });
  const stored = data ?? EMPTY;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsaved = useRef<Stored | null>(null);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = unsaved.current;
    unsaved.current = null;
    if (value) void prefAdmin.setPref(prefKey(resource), value).catch(() => undefined);
  }, [resource]);
  useEffect(() => flush, [flush]);
  const update = useCallback((change: (s: Stored) => Stored) => {
    void queryClient.cancelQueries({ queryKey });
    const next = change(queryClient.getQueryData<Stored>(queryKey) ?? EMPTY);
    queryClient.setQueryData(queryKey, next);
    unsaved.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  }, [queryClient, queryKey, flush]);

  const prefs = useMemo<ColumnPrefs>(() => ({ hidden: new Set(stored.hidden), shown: new Set(stored.shown), widths: stored.widths, order: stored.order }), [stored]);
  const toggle = useCallback((column: string, listed: boolean) => update((s) => {
    const which = listed ? "hidden" : "shown";
    const list = s[which].includes(column) ? s[which].filter((k) => k !== column) : [...s[which], column];
    return { ...s, [which]: list };
  }), [update]);
  const layout = useMemo<ColumnLayout>(() => ({
    widths: stored.widths, order: stored.order,
    resize: (key, px) => update((s) => ({ ...s, widths: { ...s.widths, [key]: clampWidth(px) } })),
    resetWidth: (key) => update((s) => ({ ...s, widths: Object.fromEntries(Object.entries(s.widths).filter(([k]) => k !== key)) })),
    // From the stored state, not the rendered one: keys pressed faster than React renders all count.
    resizeBy: (key, by, shown) => update((s) => ({ ...s, widths: { ...s.widths, [key]: clampWidth((s.widths[key] ?? shown) + by) } })),
    move: (keys, key, to) => update((s) => ({ ...s, order: moved(keys, key, to) })),
    moveBy: (keys, key, by) => update((s) => {
      const now = inOrder(keys, (k) => k, s.order);
      return { ...s, order: moved(now, key, now.indexOf(key) + by) };
    }),
    reset: () => update(() => EMPTY),
  }), [stored, update]);
  return { prefs, toggle, layout };
}
