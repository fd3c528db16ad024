import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { article } from "../../catalogue/resources/article/article";
import { isRpcFailure } from "../../rpc/failures";
import { articleAdmin } from "../../rpc/services";
import { Button, buttonVariants } from "../../ui/button";
import { StateBadge } from "../resource/list/StateBadge";
import type { ViewProps } from "../viewProps";
import { articleDocument, type ArticlePreviewData } from "./articleDocument";
import { DEVICES, deviceOf } from "./devices";
import { useArticleLinks } from "./useArticleLinks";

/**
 * /article/preview?id=[&device=] (content.md §7.3, §17.6): a saved article as the app shows it, in the
 * frame of an iOS or Android phone or of the mini program (each a button, Tab-reachable, the choice kept
 * in the address), light or dark. What it shows is what the server stored — sanitised at the save and again on
 * the way out, images signed — never the composer's unsaved state.
 */
export default function ArticlePreviewView({ route }: ViewProps) {
  const [params, setParams] = useSearchParams();
  const device = deviceOf(params.get("device"));
  const raw = params.get("id");
  const valid = raw !== null && /^[1-9]\d{0,15}$/.test(raw);
  const [dark, setDark] = useState(false);
  const query = useQuery({
    queryKey: ["articlePreview", raw],
    enabled: valid,
    retry: false,
    queryFn: async () => (await articleAdmin.getArticlePreview<ArticlePreviewData>(Number(raw), { silent: true })).data,
  });
  const failure = !valid ? (raw === null ? "预览地址缺少文章 Id，请从文章列表或编辑页的「预览」打开" : `文章 Id「${raw}」不正确`)
    : query.error ? (isRpcFailure(query.error) && query.error.message !== "network" ? query.error.message : "网络异常，预览没有加载") : null;
  const a = query.data;
  const links = useArticleLinks("articlePreview", a ? a.Id : null);

  return (
    <section className="space-y-4 rounded bg-white p-6" data-testid="article-preview-view">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-medium">{route.title}</h1>
        {a && <span className="text-gray-600">「{a.title}」</span>}
        {a && <StateBadge def={article} value={a.publishState} />}
        <span className="flex-1" />
        <div role="group" aria-label="预览设备" className="flex gap-1" data-testid="preview-devices">
          {DEVICES.map((d) => (
            <Button key={d.key} size="sm" variant={d.key === device.key ? "primary" : "outline"} aria-pressed={d.key === device.key} data-device={d.key}
              title={`${d.label}（${d.width} × ${d.height}）`} onClick={() => setParams((p) => {
                const next = new URLSearchParams(p);
                next.set("device", d.key);
                return next;
              }, { replace: true })}>{d.label}</Button>
          ))}
        </div>
        <Button size="sm" variant={dark ? "primary" : "outline"} aria-pressed={dark} onClick={() => setDark((d) => !d)} data-testid="preview-dark">深色模式</Button>
        {a && <Button size="sm" variant="outline" onClick={links.preview} data-testid="copy-preview-link" title="签名链接，24 小时内无需登录即可打开">复制预览链接</Button>}
        {a && <Link to={`/article/create?id=${a.Id}`} className={buttonVariants({ size: "sm", variant: "outline" })}>返回编辑</Link>}
        <Link to="/article/article" className={buttonVariants({ size: "sm", variant: "ghost" })}>文章列表</Link>
      </header>
      {failure && <p role="alert" data-testid="preview-problem" className="rounded border border-red-200 bg-red-50 p-3 text-red-700">{failure}</p>}
      {!failure && !a && <p className="text-gray-600">加载中…</p>}
      {a && (
        <div className="overflow-x-auto">
          <div className="mx-auto w-fit rounded-[2.5rem] border-[10px] border-gray-800 p-1 shadow" data-testid="phone-frame">
            <iframe title={`文章预览（${device.label}）：${a.title}`} data-testid="article-frame" data-width={device.width} data-device={device.key} sandbox=""
              srcDoc={articleDocument(a, window.location.origin, dark, device)} width={device.width} height={device.height} className="block rounded-[1.75rem] bg-white" />
          </div>
        </div>
      )}
    </section>
  );
}
