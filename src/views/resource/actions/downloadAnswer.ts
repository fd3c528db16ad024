/**
 * Actions that answer a file (下载原图, 下载错误报告, 下载清单模板): a signed URL of the store as
 * `data[0].url`, or the text itself as `{fileName, contentType, content}`. The browser saves it.
 */
function save(href: string, fileName?: string): void {
  const a = document.createElement("a");
  a.href = href;
  if (fileName) a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves what the answer carries; answers whether it carried a file. */
export function downloadAnswer(answer: Record<string, unknown>): boolean {
  const first = Array.isArray(answer.data) ? (answer.data[0] as Record<string, unknown> | undefined) : undefined;
  if (typeof first?.url === "string") {
    save(first.url);
    return true;
  }
  if (typeof answer.content === "string" && typeof answer.fileName === "string") {
    const url = URL.createObjectURL(new Blob([answer.content], { type: typeof answer.contentType === "string" ? answer.contentType : "text/plain" }));
    save(url, answer.fileName);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  }
  return false;
}
