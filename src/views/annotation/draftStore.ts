import type { Region, SliceShape } from "./shapes";
import type { AuditState, CanvasSlice } from "./types";

/**
 * The canvas' slices as drawn, and their autosave (content.md §17.3): every change is written a moment after
 * the user stops (one call per slice at a time, the latest state wins); a slice whose tag asks for text waits
 * for it; what could not be saved is listed with why. Plain TypeScript with a subscribe/getSnapshot pair, so
 * that the screen reads it with useSyncExternalStore and a unit test drives it without a browser.
 */

export type DraftState = "saved" | "pending" | "saving" | "needsText" | "needsTag" | "failed";

export interface Draft {
  /** The Annotorious annotation's id: `s{Id}` for a stored slice, a UUID for one drawn here. */
  readonly key: string;
  readonly Id: number | null;
  readonly utime: number | null;
  readonly tagId: number | null;
  readonly shape: SliceShape;
  readonly region: Region;
  readonly text: string;
  readonly note: string;
  readonly auditState: AuditState;
  readonly auditComment: string;
  readonly state: DraftState;
  readonly error: string | null;
}

/** The fields a save sends. */
export interface SliceWrite { tagId: number; shape: SliceShape; region: Region; text: string; note: string }

export interface SliceApi {
  create(data: SliceWrite): Promise<CanvasSlice>;
  update(Id: number, utime: number, data: SliceWrite): Promise<CanvasSlice>;
  remove(Id: number, utime: number): Promise<void>;
}

export interface DraftOptions {
  /** Whether a tag asks for text (印文, 释文): such a slice is not saved without it. */
  requiresText(tagId: number): boolean;
  /** A Chinese sentence for a failed call. */
  describe(error: unknown): string;
  delayMs?: number;
}

export const keyOfSlice = (Id: number): string => `s${Id}`;

const fromSlice = (s: CanvasSlice): Draft => ({
  key: keyOfSlice(s.Id), Id: s.Id, utime: s.utime, tagId: s.tagId, shape: s.shape, region: s.region, text: s.text, note: s.note,
  auditState: s.auditState, auditComment: s.auditComment, state: "saved", error: null,
});

export function createDraftStore(api: SliceApi, options: DraftOptions) {
  const delay = options.delayMs ?? 600;
  let drafts: readonly Draft[] = [];
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Keys with a call in flight, and keys changed again meanwhile (saved once more when it returns). */
  const inFlight = new Set<string>();
  const again = new Set<string>();
  /** Deleted while their first save was in flight: removed once it answers with an Id. */
  const removed = new Map<string, Draft>();

  const emit = () => listeners.forEach((l) => l());
  const find = (key: string) => drafts.find((d) => d.key === key);
  const put = (key: string, change: Partial<Draft>) => {
    drafts = drafts.map((d) => (d.key === key ? { ...d, ...change } : d));
    emit();
  };

  /** Why a draft cannot be saved yet, or null. */
  const waiting = (d: Draft): DraftState | null => {
    if (d.tagId === null) return "needsTag";
    if (options.requiresText(d.tagId) && d.text.trim() === "") return "needsText";
    return null;
  };

  const schedule = (key: string) => {
    const d = find(key);
    if (!d) return;
    const blocked = waiting(d);
    clearTimeout(timers.get(key));
    timers.delete(key);
    if (blocked) {
      put(key, { state: blocked, error: null });
      return;
    }
    if (d.state !== "saving") put(key, { state: "pending", error: null });
    timers.set(key, setTimeout(() => {
      timers.delete(key);
      void save(key);
    }, delay));
  };

  async function save(key: string): Promise<void> {
    if (inFlight.has(key)) {
      again.add(key);
      return;
    }
    const d = find(key);
    if (!d || d.tagId === null || waiting(d)) return;
    inFlight.add(key);
    put(key, { state: "saving" });
    const data: SliceWrite = { tagId: d.tagId, shape: d.shape, region: d.region, text: d.text, note: d.note };
    try {
      const saved = d.Id === null || d.utime === null ? await api.create(data) : await api.update(d.Id, d.utime, data);
      inFlight.delete(key);
      const gone = removed.get(key);
      if (gone) {
        removed.delete(key);
        await api.remove(saved.Id, saved.utime).catch(() => undefined);
        return;
      }
      put(key, { Id: saved.Id, utime: saved.utime, auditState: saved.auditState, state: again.has(key) ? "pending" : "saved", error: null });
    } catch (e) {
      inFlight.delete(key);
      put(key, { state: "failed", error: options.describe(e) });
    }
    if (again.delete(key)) await save(key);
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly Draft[] => drafts,
    /** Replaces everything with what the server holds (on open). */
    load(slices: readonly CanvasSlice[]): void {
      drafts = slices.map(fromSlice);
      emit();
    },
    /** A shape drawn now, with the active tag. */
    add(key: string, shape: SliceShape, region: Region, tagId: number | null): void {
      drafts = [...drafts, { key, Id: null, utime: null, tagId, shape, region, text: "", note: "", auditState: "draft", auditComment: "", state: "pending", error: null }];
      emit();
      schedule(key);
    },
    /** A change of shape, tag, text or note. */
    change(key: string, change: Partial<Pick<Draft, "shape" | "region" | "tagId" | "text" | "note">>): void {
      if (!find(key)) return;
      put(key, change);
      schedule(key);
    },
    /** Tries a failed save again. */
    retry(key: string): void {
      schedule(key);
    },
    /** Removes a slice (on the server too once it has an Id). Resolves with a Chinese reason when the server refused. */
    async remove(key: string): Promise<string | null> {
      const d = find(key);
      if (!d) return null;
      clearTimeout(timers.get(key));
      timers.delete(key);
      drafts = drafts.filter((x) => x.key !== key);
      emit();
      if (inFlight.has(key)) {
        removed.set(key, d);
        return null;
      }
      if (d.Id === null || d.utime === null) return null;
      try {
        await api.remove(d.Id, d.utime);
        return null;
      } catch (e) {
        drafts = [...drafts, { ...d, state: "failed", error: options.describe(e) }];
        emit();
        return options.describe(e);
      }
    },
    /** A slice's audit after the reviewer's verdict. */
    audited(key: string, slice: Pick<CanvasSlice, "utime" | "auditState" | "auditComment">): void {
      put(key, { utime: slice.utime, auditState: slice.auditState, auditComment: slice.auditComment });
    },
    /** Saves everything waiting now (before submitting); resolves once no call is in flight. */
    async flush(): Promise<void> {
      const keys = [...timers.keys()];
      keys.forEach((k) => {
        clearTimeout(timers.get(k));
        timers.delete(k);
      });
      await Promise.all(keys.map((k) => save(k)));
      while (inFlight.size > 0) await new Promise((r) => setTimeout(r, 50));
    },
    dispose(): void {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** One word for the whole canvas: what the status line says. */
export function saveStatus(drafts: readonly Draft[]): { text: "已保存" | "保存中" | "保存失败" | "待完善"; tone: "ok" | "busy" | "error" | "warn" } {
  if (drafts.some((d) => d.state === "failed")) return { text: "保存失败", tone: "error" };
  if (drafts.some((d) => d.state === "saving" || d.state === "pending")) return { text: "保存中", tone: "busy" };
  if (drafts.some((d) => d.state === "needsText" || d.state === "needsTag")) return { text: "待完善", tone: "warn" };
  return { text: "已保存", tone: "ok" };
}
