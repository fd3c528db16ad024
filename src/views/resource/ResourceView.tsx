import { useSearchParams } from "react-router";
import type { ResourceDef } from "../../catalogue";
import { RESOURCES, resourceByName } from "../../catalogue/registry";
import type { ViewProps } from "../viewProps";
import { ChildScreen } from "./child/ChildScreen";
import { routedChild, type ChildDef } from "./child/children";
import { ResourceScreen } from "./ResourceScreen";

/**
 * A catalogue resource's route. A child resource on a hidden route (tag items), or on its own route
 * with its parent in the address (an order's payment records), is listed under one parent (a child listed
 * alone, 慢查询样本, only when the address names the parent); any other
 * resource lists all its records (or the route's filtered view of them).
 */
export default function ResourceView({ route }: ViewProps) {
  const def = resourceByName(route.view ?? "");
  const [params] = useSearchParams();
  if (!def) return <p role="alert">未知的资源：{route.view}</p>;
  if (route.parent) return <ChildScreen key={route.path} def={routedChild(def, route)} title={route.title} preset={route.preset} />;
  if (def.parent && ((route.hidden && !def.parent.listedAlone) || params.has(def.parent.key))) {
    return <ChildScreen key={def.name} def={def as ChildDef} title={route.title} />;
  }
  const companions = (RESOURCES as readonly ResourceDef[]).filter((r) => r.shownIn === def.name);
  const screen = <ResourceScreen key={`${def.name}:${route.path}`} def={def} title={route.title} preset={route.preset} />;
  if (companions.length === 0 || route.preset) return screen;
  // Resources without a route of their own shown under this one (会计期间 under 账单管理), each a list of its own.
  return (
    <div className="space-y-8">
      {screen}
      {companions.map((c) => (
        <ResourceScreen key={c.name} def={c} title={c.label} companion heading={<h2 className="text-base font-medium">{c.label}</h2>} />
      ))}
    </div>
  );
}

export { ResourceScreen } from "./ResourceScreen";
