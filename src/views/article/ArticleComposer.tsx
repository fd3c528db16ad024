import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { transitionOf } from "../../catalogue";
import { article } from "../../catalogue/resources/article/article";
import type { Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { Kbd } from "../../ui/kbd";
import { StateBadge } from "../resource/list/StateBadge";
import { EditingRecord } from "../resource/form/editingRecord";
import { FieldList, firstControl } from "../resource/form/FieldList";
import { useLeaveGuard } from "../workEditor/useLeaveGuard";
import { CoverCrops } from "./CoverCrops";
import { SaveStatus } from "./SaveStatus";
import { useArticleLinks } from "./useArticleLinks";
import { useArticleDraft } from "./useArticleDraft";

/** The writing column; the rest is the 发布设置 panel on the right. */
const MAIN = new Set(["title", "subtitle", "content"]);
/** Edited by its own control under the cover, not as JSON text. */
const OWN_CONTROL = "coverCrops";
const LIST_PATH = "/article/article";
/** §0.4 from the composer, the list's own moves: 立即发布 a draft, 重新发布 an offline article. */
const PUBLISH_FROM: Readonly<Record<string, string>> = { draft: "publish", offline: "republish" };

/**
 * The composer's page: title, subtitle and the rich-text body (images upload as UDT_ARTICAL) on the
 * left, 发布设置 on the right; autosaved as typing pauses, Ctrl/⌘+S saves at once, 预览 (Alt+P) saves
 * and opens the phone preview of what the server stored, Ctrl/⌘+Enter saves and publishes (as the list's 立即发布).
 */
export function ArticleComposer({ record, canWrite, onCreated }: { record: Rec | null; canWrite: boolean; onCreated(Id: number): void }) {
  const navigate = useNavigate();
  const draft = useArticleDraft(record, canWrite, onCreated);
  const rootRef = useRef<HTMLDivElement>(null);
  useLeaveGuard(draft.dirty || draft.status === "saving");
  const problem = Object.entries(draft.errors).find(([, m]) => m)?.[1] ?? null;
  const Id = draft.current ? Number(draft.current.Id) : null;
  // 复制分享链接 / 复制预览链接 in the palette once the article has an Id.
  useArticleLinks("articleComposer", Id);
  const publishing = transitionOf(article, PUBLISH_FROM[String(draft.current?.publishState ?? "draft")] ?? "");
  const publish = async () => {
    if (canWrite && publishing && draft.status !== "conflict") await draft.transit(publishing);
  };

  const preview = async () => {
    // Saved first: the preview shows what the server stored (a new article has its Id once saved).
    const saved = await draft.save();
    if (saved !== null) void navigate(`/article/preview?id=${saved}`);
  };
  const keys = useRef({ save: draft.save, preview, publish });
  useEffect(() => {
    keys.current = { save: draft.save, preview, publish };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        void keys.current.save();
      } else if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyP") {
        e.preventDefault();
        void keys.current.preview();
      }
    };
    // Ctrl/⌘+Enter is the editor's line break too: heard first (capture), it publishes and goes no further —
    // only from within the composer (a dialog over it keeps its own Enter).
    const onPublishKey = (e: KeyboardEvent) => {
      const inside = e.target instanceof Node && rootRef.current?.contains(e.target) === true;
      if (inside && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key === "Enter") {
        e.preventDefault();
        e.stopPropagation();
        void keys.current.publish();
      }
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keydown", onPublishKey, true);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keydown", onPublishKey, true);
    };
  }, []);
  useEffect(() => {
    firstControl(rootRef.current)?.focus();
  }, []);

  const list = (main: boolean) => (
    <FieldList idPrefix="article" fields={draft.fields.filter((f) => MAIN.has(f.key) === main && f.key !== OWN_CONTROL)} values={draft.values} errors={draft.errors}
      starred={canWrite} onChange={draft.change} disabled={() => !canWrite || draft.status === "conflict"} />
  );
  return (
    <div ref={rootRef} className="space-y-4" data-testid="article-composer">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-medium">{Id === null ? "新建文章" : `编辑文章 · ${String(draft.values.title || `#${Id}`)}`}</h1>
        {draft.current && <StateBadge def={article} value={draft.current.publishState} />}
        {canWrite ? <SaveStatus status={draft.status} problem={problem} /> : <span className="text-sm text-gray-600">只读：没有编辑文章的权限</span>}
        <span className="flex-1" />
        <Button variant="ghost" onClick={() => void navigate(LIST_PATH)}>返回列表</Button>
        <Button variant="outline" onClick={() => void preview()} disabled={Id === null && !draft.dirty} data-testid="article-preview">预览 <Kbd>Alt P</Kbd></Button>
        {canWrite && publishing && (
          <Button variant="outline" onClick={() => void publish()} disabled={draft.status === "saving" || draft.status === "conflict"} data-testid="article-publish">
            {publishing.label} <Kbd>Ctrl Enter</Kbd>
          </Button>
        )}
        {canWrite && <Button onClick={() => void draft.save()} disabled={draft.status === "saving" || draft.status === "conflict"} data-testid="article-save">保存 <Kbd>Ctrl S</Kbd></Button>}
      </div>
      {draft.status === "conflict" && (
        <div role="alert" data-testid="conflict" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          此文章已被其他人修改，您的修改没有保存（仍在编辑器中，可先复制）。重新加载会显示最新内容，您未保存的修改将丢失。
          <Button size="sm" className="ml-2" onClick={() => void draft.reload()}>重新加载</Button>
        </div>
      )}
      <EditingRecord.Provider value={{ resource: article, Id: null }}>
        <form className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" noValidate onSubmit={(e) => {
          e.preventDefault();
          void draft.save();
        }}>
          <div className="space-y-4">{list(true)}</div>
          <aside aria-label="发布设置" className="space-y-4 rounded border border-gray-200 bg-white p-4">
            <h2 className="font-medium">发布设置</h2>
            {list(false)}
            {typeof draft.values.cover === "string" && draft.values.cover !== "" && (
              <CoverCrops cover={draft.values.cover} value={draft.values.coverCrops} disabled={!canWrite || draft.status === "conflict"}
                onChange={(json) => draft.change("coverCrops", json)} />
            )}
          </aside>
          <button type="submit" hidden tabIndex={-1} />
        </form>
      </EditingRecord.Provider>
    </div>
  );
}
