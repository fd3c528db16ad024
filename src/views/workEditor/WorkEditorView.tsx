import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../state/session";
import type { ResourceDef } from "../../catalogue";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import type { ViewProps } from "../viewProps";
import { WorkPage } from "./WorkPage";
import { editedWork } from "./workSubjects";

/** What was loaded for which address (`{id}:{nonce}`): anything else is still loading. */
type Loaded = { key: string } & ({ kind: "record"; record: Rec } | { kind: "missing"; message: string });

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [nonce, setNonce] = useState(0);
  // Kept here, not in the page: a save reloads the record and may mount a new page, on the same tab.
  const [tab, setTab] = useState("basic");
  const key = `${id}:${nonce}`;
  const { user } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!work.def || !hasId) return;
    let live = true;
    resourceClient(work.def).get(id)
      .then((a) => live && setLoaded({ key, kind: "record", record: a.data }))
      .catch(() => live && setLoaded({ key, kind: "missing", message: `${work.def?.label ?? "作品"}不存在或已删除（Id ${id}）` }));
    return () => {
      live = false;
    };
  }, [work.def, hasId, id, key]);

  const onSaved = useCallback((saved: Rec) => {
    if (saved.Id === id) setNonce((n) => n + 1);
    else void navigate(`${route.path}?id=${saved.Id}`, { replace: true });
  }, [id, navigate, route.path]);

  if (!work.def) return <p role="alert">「{route.title}」要编辑的资源（{work.name || route.path}）在本版本中还没有。</p>;
  const def: ResourceDef = work.def;
  // While a saved record is read again, the page stays as it is (its focus too) instead of 加载中.
  const current = hasId && loaded && (loaded.key === key || (loaded.kind === "record" && loaded.record.Id === id)) ? loaded : null;
  if (hasId && !current) return <p className="text-gray-600">加载中…</p>;
  if (current?.kind === "missing") return <p role="alert">{current.message}</p>;
  const record = current?.kind === "record" ? current.record : null;
  return (
    <WorkPage key={record ? `${record.Id}:${String(record.utime)}` : "new"} def={def} title={route.title} record={record}
      subjectType={work.subjectType} listPath={work.listPath} canWrite={canWrite(user?.acl.rights, def.access)} tab={tab} onTabChange={setTab} onSaved={onSaved} />
  );
}
