import type { DraftStatus } from "./useArticleDraft";

const TEXT: Readonly<Record<Exclude<DraftStatus, "invalid">, string>> = {
  saved: "已保存",
  dirty: "有未保存的修改",
  saving: "保存中…",
  conflict: "未保存：文章已被他人修改",
  failed: "保存失败，再次修改或按 Ctrl S 重试",
};

/** The autosave's state, announced politely to screen readers as it changes. */
export function SaveStatus({ status, problem }: { status: DraftStatus; problem: string | null }) {
  const text = status === "invalid" ? `未保存：${problem ?? "请检查标红的字段"}` : TEXT[status];
  const tone = status === "saved" ? "text-green-700" : status === "saving" || status === "dirty" ? "text-gray-600" : "text-red-700";
  return <span role="status" aria-live="polite" data-testid="autosave-status" data-status={status} className={`text-sm ${tone}`}>{text}</span>;
}
