import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { canWrite } from "../../acl/rights";
import { article } from "../../catalogue/resources/article/article";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { useSession } from "../../state/session";
import type { ViewProps } from "../viewProps";
import { ArticleComposer } from "./ArticleComposer";

type Loaded = { id: number } & ({ kind: "record"; record: Rec } | { kind: "missing" });

/**
 * /article/create[?id=] (content.md §7.3, §17.6): the full-page composer of a new article, or of the one
 * `?id=` names. A new article gets its Id at its first save; the address then names it, and the
 * composer stays mounted (what is being typed is not disturbed).
 */
export default function ArticleComposerView({ route }: ViewProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const raw = params.get("id");
  const id = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  // The Id this composer created: its address changes, but nothing is loaded again.
  const [created, setCreated] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const needsLoad = id !== null && id !== created;

  useEffect(() => {
    if (!needsLoad || id === null) return;
    let live = true;
    resourceClient(article).get(id)
      .then((a) => live && setLoaded({ id, kind: "record", record: a.data }))
      .catch(() => live && setLoaded({ id, kind: "missing" }));
    return () => {
      live = false;
    };
  }, [needsLoad, id]);

  const onCreated = useCallback((newId: number) => {
    setCreated(newId);
    void navigate(`${route.path}?id=${newId}`, { replace: true });
  }, [navigate, route.path]);

  if (raw !== null && id === null) return <p role="alert">文章 Id「{raw}」不正确</p>;
  if (needsLoad && loaded?.id !== id) return <p className="text-gray-600">加载中…</p>;
  if (needsLoad && loaded?.kind === "missing") return <p role="alert">文章不存在或已删除（Id {id}）</p>;
  const record = needsLoad && loaded?.kind === "record" ? loaded.record : null;
  return <ArticleComposer key={needsLoad ? `a${id}` : "new"} record={record} canWrite={canWrite(user?.acl.rights, article.access)} onCreated={onCreated} />;
}
