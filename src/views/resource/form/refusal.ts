import { isRpcFailure } from "../../../rpc/failures";

/**
 * The field a server refusal is about, or null: the message starts with the field's label
 * (「名称「故宫博物院」已存在」), else names it (「该名称已被使用」). Longer labels are tried first so that
 * 「记录 Id」 wins over 「Id」. A refusal that names no field stays a toast only.
 */
export function fieldOfRefusal(fields: readonly { key: string; label: string }[], err: unknown): { key: string; message: string } | null {
  if (!isRpcFailure(err) || err.kind === "network" || !err.message) return null;
  const message = err.message;
  const byLength = [...fields].sort((a, b) => b.label.length - a.label.length);
  const hit = byLength.find((f) => message.startsWith(f.label)) ?? byLength.find((f) => message.includes(f.label));
  return hit ? { key: hit.key, message } : null;
}
