/** What the error catalogue asks the screen to show; the app plugs a presenter in (sonner), tests a recorder. */
export type NoticeLevel = "error" | "warning" | "info" | "success";

export type Notice =
  | { kind: "toast"; level: NoticeLevel; text: string; durationMs: number }
  | { kind: "notification"; level: NoticeLevel; title: string; description: string; durationMs: number };

/** Spec §9: toasts last 1.5 s, the RPC error toast 10 s, notifications 4.5 s at the top right. */
export const TOAST_MS = 1500;
export const RPC_ERROR_TOAST_MS = 10_000;
export const NOTIFICATION_MS = 4500;

export type Presenter = (notice: Notice) => void;

let presenter: Presenter = (n) => console.error(n.kind === "toast" ? n.text : `${n.title}: ${n.description}`);

export function setPresenter(p: Presenter): void {
  presenter = p;
}

export function present(notice: Notice): void {
  presenter(notice);
}

export const toast = (level: NoticeLevel, text: string, durationMs = TOAST_MS): Notice => ({ kind: "toast", level, text, durationMs });
export const notification = (level: NoticeLevel, title: string, description: string): Notice =>
  ({ kind: "notification", level, title, description, durationMs: NOTIFICATION_MS });
