import type { GridSort } from "../listRules";

/**
 * A list as the user left it — filters (as typed and as applied), sort, focused row — kept for the
 * tab's session, so that coming back (Esc from a viewer, the browser's back) finds it as it was
 * instead of a fresh list. Written as the list changes; read only when the visit is a step back.
 */
export interface ListMemory {
  readonly applied: Record<string, unknown>;
  readonly sort: GridSort;
  readonly focus: { readonly index: number | null; readonly id: number | undefined };
  readonly draft: Record<string, string>;
}

const PREFIX = "moyuan.list:";

/** The list's key: its address without the one-shot `?open=`, and its resource (a page may show two lists). */
export function listMemoryKey(pathname: string, search: string, resource: string): string {
  const params = new URLSearchParams(search);
  params.delete("open");
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}|${resource}`;
}

export function rememberList(key: string, memory: ListMemory): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(memory));
  } catch {
    // Storage full or refused: the list simply starts fresh next time.
  }
}

export function recallList(key: string): ListMemory | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as Partial<ListMemory>) : null;
    if (!parsed || typeof parsed.applied !== "object" || typeof parsed.sort !== "object" || typeof parsed.focus !== "object") return null;
    return { applied: parsed.applied ?? {}, sort: parsed.sort as GridSort, focus: parsed.focus as ListMemory["focus"], draft: parsed.draft ?? {} };
  } catch {
    return null;
  }
}
