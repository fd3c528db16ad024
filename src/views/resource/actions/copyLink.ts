import { present, toast } from "../../../rpc/notices";
import { rpc } from "../../../rpc/transport";

/**
 * Runs a `copies` action (复制分享链接, 复制预览链接) on one record and puts the address it answers on the
 * clipboard, with a toast naming it; where the browser refuses the clipboard, the toast shows the address
 * to copy by hand. Answers whether an address came back (a refusal has shown its message).
 */
export async function copyLinkOf(service: string, method: string, Id: number, label: string): Promise<boolean> {
  const answer = await rpc(`${service}/${method}`, { Id, data: {} });
  const url = (answer.data as { url?: unknown } | undefined)?.url;
  if (typeof url !== "string") return false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = false;
  }
  const what = label.replace(/^复制/, "");
  present(copied ? toast("success", `已复制${what}：${url}`, 4000) : toast("warning", `无法写入剪贴板，请手动复制${what}：${url}`, 8000));
  return true;
}
