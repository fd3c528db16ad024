import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../app/session";
import type { ResourceDef } from "../../catalogue";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import type { ViewProps } from "../viewProps";
import { WorkPage } from "./WorkPage";
import { editedWork } from "./workSubjects";

type Loaded = { kind: "loading" } | { kind: "new" } | { kind: "record"; record: Rec } | { kind: "missing"; message: string };

/**
 * The full-page work editor (contract §5, content.md §2.6 / §17.5): /sufa/sufaedit edits calligraphy
 * works, /suha/suhaedit paintings — the resource comes from the route, its fields from the catalogue.
 * `?id=` edits that record; without it, a new one. After a save the page reloads the record it saved.
 */
export default function WorkEditorView({ route }: ViewProps) {
  const work = useMemo(() => editedWork(route.path), [route.path]);
  const [params] = useSearchParams();
  const id = Number(params.get("id") ?? "");
  const hasId = params.has("id") && Number.isInteger(id) && id > 0;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [nonce, setNonce] = useState(0);
  const { user } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!work.def) return;
    if (!hasId) {
      setLoaded({ kind: "new" });
      return;
    }
    let live = true;
    setLoaded({ kind: "loading" });
    resourceClient(work.def).get(id)
      .then((a) => live && setLoaded({ kind: "record", record: a.data }))
      .catch(() => live && setLoaded({ kind: "missing", message: `${work.def?.label ?? "作品"}不存在或已删除（Id ${id}）` }));
    return () => {
      live = false;
    };
  }, [work.def, hasId, id, nonce]);

  const onSaved = useCallback((saved: Rec) => {
    if (saved.Id === id) setNonce((n) => n + 1);
    else void navigate(`${route.path}?id=${saved.Id}`, { replace: true });
  }, [id, navigate, route.path]);

  if (!work.def) return <p role="alert">「{route.title}」要编辑的资源（{work.name || route.path}）在本版本中还没有。</p>;
  const def: ResourceDef = work.def;
  if (loaded.kind === "loading") return <p className="text-gray-600">加载中…</p>;
  if (loaded.kind === "missing") return <p role="alert">{loaded.message}</p>;
  const record = loaded.kind === "record" ? loaded.record : null;
  return (
    <WorkPage key={record ? `${record.Id}:${String(record.utime)}` : "new"} def={def} title={route.title} record={record}
      subjectType={work.subjectType} listPath={work.listPath} canWrite={canWrite(user?.acl.rights, def.access)} onSaved={onSaved} />
  );
}
