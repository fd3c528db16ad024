import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isRpcFailure } from "../../rpc/failures";
import { richTextAdmin } from "../../rpc/services";
import { Button } from "../../ui/button";
import type { ViewProps } from "../viewProps";
import { previewDocument } from "./previewDocument";

interface Preview { resourceLabel: string; fieldLabel: string; Id: number; title: string; html: string }

const WIDTHS = { phone: { width: 375, height: 667, label: "手机（375 px）" }, desktop: { width: 1200, height: 800, label: "桌面（1200 px）" } } as const;
type Width = keyof typeof WIDTHS;

/** What is wrong with the address before asking the server (it checks the rest: resource, field, rights). */
function paramProblem(res: string | null, id: string | null, field: string | null): string | null {
  if (!res || !id || !field) return "预览地址缺少参数（需要 res、id、field），请从编辑界面的「预览」按钮打开";
  if (!/^[1-9]\d{0,15}$/.test(id)) return `记录 Id「${id}」不正确`;
  return null;
}

/**
 * /course/richTextView (commerce.md §1.12): one saved rich-text field, read-only, as the app shows it —
 * in a 375 px phone frame, or 1200 px wide. The HTML is the server's sanitised copy with signed image
 * URLs, shown in a sandboxed frame.
 */
export default function RichTextView({ route }: ViewProps) {
  const [params] = useSearchParams();
  const res = params.get("res");
  const id = params.get("id");
  const field = params.get("field");
  const problem = paramProblem(res, id, field);
  const [width, setWidth] = useState<Width>("phone");
  const query = useQuery({
    queryKey: ["richTextPreview", res, id, field],
    enabled: problem === null,
    retry: false,
    queryFn: async () => (await richTextAdmin.getRichTextPreview<Preview>({ res, Id: Number(id), field }, { silent: true })).data,
  });
  const failure = problem ?? (query.error ? (isRpcFailure(query.error) && query.error.message !== "network" ? query.error.message : "网络异常，预览没有加载") : null);
  const size = WIDTHS[width];
  const preview = query.data;

  return (
    <section className="space-y-4 rounded bg-white p-6" data-testid="richtext-view">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-medium">{route.title}</h1>
        {preview && <span className="text-gray-600">{preview.resourceLabel}「{preview.title || `#${preview.Id}`}」· {preview.fieldLabel}</span>}
        <div role="group" aria-label="预览宽度" className="ml-auto flex gap-1">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <Button key={w} size="sm" variant={w === width ? "primary" : "outline"} aria-pressed={w === width} data-testid={`richtext-width-${w}`}
              onClick={() => setWidth(w)}>{WIDTHS[w].label}</Button>
          ))}
        </div>
      </header>
      {failure && <p role="alert" data-testid="richtext-problem" className="rounded border border-red-200 bg-red-50 p-3 text-red-700">{failure}</p>}
      {!failure && !preview && <p className="text-gray-600">加载中…</p>}
      {preview && (
        <div className="overflow-x-auto">
          <div className={width === "phone" ? "mx-auto w-fit rounded-[2rem] border-8 border-gray-800 p-1 shadow" : "mx-auto w-fit rounded border border-gray-300"}>
            {preview.html === ""
              ? <p className="p-6 text-gray-600" style={{ width: size.width }}>（此字段没有内容）</p>
              : <iframe title={`${preview.fieldLabel}预览`} data-testid="richtext-frame" data-width={size.width} sandbox=""
                srcDoc={previewDocument(preview.html, window.location.origin)} width={size.width} height={size.height} className="block bg-white" />}
          </div>
        </div>
      )}
    </section>
  );
}
