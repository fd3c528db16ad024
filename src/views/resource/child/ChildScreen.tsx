import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { RoutePreset } from "../../../catalogue";
import { resourceByName } from "../../../catalogue/registry";
import { resourceClient } from "../../../rpc/resourceClient";
import { Button } from "../../../ui/button";
import { titleOf } from "../actions/target";
import { ResourceScreen } from "../ResourceScreen";
import { routeOf, type ChildDef } from "./children";
import { ParentPicker } from "./ParentPicker";

/**
 * A child resource's list fixed to one parent, read from `?{key}={Id}` (tag items of one tag type):
 * the parent as a breadcrumb, only its rows, new rows under it. Without a valid parent it asks for one.
 */
export function ChildScreen({ def, title, preset }: { def: ChildDef; title: string; preset?: RoutePreset | undefined }) {
  const parentDef = resourceByName(def.parent.resource);
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(def.parent.key));
  const parentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const client = useMemo(() => (parentDef ? resourceClient(parentDef) : null), [parentDef]);
  const parent = useQuery({
    queryKey: ["parentRecord", def.parent.resource, parentId],
    queryFn: async () => (await client!.get(parentId as number, { silent: true })).data,
    enabled: client !== null && parentId !== null,
    retry: false,
  });
  const scope = useMemo(() => (parentId === null ? undefined : { key: def.parent.key, Id: parentId }), [def, parentId]);
  const pick = (Id: number) => setParams({ [def.parent.key]: String(Id) });

  if (!parentDef) return <p role="alert">未知的上级资源：{def.parent.resource}</p>;
  if (scope === undefined || parent.isError) {
    const problem = parent.isError ? `没有找到 Id 为 ${parentId} 的${parentDef.label}（可能已删除），请重新选择。` : undefined;
    return <ParentPicker title={title} parent={parentDef} child={def} problem={problem} onPick={pick} />;
  }
  const parentRoute = routeOf(parentDef);
  const heading = (
    <nav aria-label="位置" data-testid="breadcrumb" className="flex min-w-0 items-center gap-2">
      <h1 className="sr-only">{title}</h1>
      <ol className="flex min-w-0 items-center gap-1 text-lg">
        <li>{parentRoute ? <Link to={parentRoute.path} className="text-primary-active hover:underline">{parentDef.label}</Link> : parentDef.label}</li>
        <li aria-hidden="true" className="text-gray-400">›</li>
        <li className="truncate font-medium" aria-current="page">{parent.data ? titleOf(parentDef, parent.data) : "…"}</li>
        <li className="text-gray-600">的{title}</li>
      </ol>
      <Button size="sm" variant="link" onClick={() => setParams({})}>更换{parentDef.label}</Button>
    </nav>
  );
  return <ResourceScreen key={scope.Id} def={def} title={title} heading={heading} parent={scope} preset={preset} />;
}
