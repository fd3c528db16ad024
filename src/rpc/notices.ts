/** What the error catalogue asks the screen to show; the app plugs a presenter in (sonner), tests a recorder. */
export type NoticeLevel = "error" | "warning" | "info" | "success";

export type Notice =
  | { kind: "toast"; level: NoticeLevel; text: string; durationMs: number; code?: string }
  | { kind: "notification"; level: NoticeLevel; title: string; description: string; durationMs: number };

/** Spec §9: toasts last 1.5 s, the RPC error toast 10 s, notifications 4.5 s at the top right. */
export const TOAST_MS = 1500;
export const RPC_ERROR_TOAST_MS = 10_000;
export const NOTIFICATION_MS = 4500;

export type Presenter = (notice: Notice) => void;

let presenter: Presenter = (n) => console.error(n.kind === "toast" ? n.text : `${n.title}: ${n.description}`);

export function setPresenter(p: Presenter): void {
  presenter = p;
  shownAt.clear();
}

/** When each notice was last shown: one failure seen by several calls at once (a dropped connection fails every page of a list) is one message. */
const shownAt = new Map<string, number>();
const SAME_NOTICE_MS = 1500;

export function present(notice: Notice): void {
  const key = JSON.stringify(notice);
  const now = Date.now();
  if (now - (shownAt.get(key) ?? -Infinity) < SAME_NOTICE_MS) return;
  shownAt.set(key, now);
  if (shownAt.size > 50) shownAt.delete(shownAt.keys().next().value as string);
  presenter(notice);
}

export const toast = (level: NoticeLevel, text: string, durationMs = TOAST_MS): Notice => ({ kind: "toast", level, text, durationMs });
/** A refusal: the server's sentence first, its status (`RPC ERROR: NAME`) beside it in small print for support and QA. */
export const refusalToast = (text: string, code: string, durationMs: number): Notice => ({ kind: "toast", level: "error", text, durationMs, code });
export const notification = (level: NoticeLevel, title: string, description: string): Notice =>
  ({ kind: "notification", level, title, description, durationMs: NOTIFICATION_MS });
