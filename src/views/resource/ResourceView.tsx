import { resourceByName } from "../../catalogue/registry";
import type { ViewProps } from "../viewProps";
import { ChildScreen } from "./child/ChildScreen";
import type { ChildDef } from "./child/children";
import { ResourceScreen } from "./ResourceScreen";

/**
 * A catalogue resource's route. A child resource on a hidden route (tag items) is listed under one
 * parent, read from the address; any other resource lists all its records.
 */
export default function ResourceView({ route }: ViewProps) {
  const def = resourceByName(route.view ?? "");
  if (!def) return <p role="alert">未知的资源：{route.view}</p>;
  if (def.parent && route.hidden) return <ChildScreen key={def.name} def={def as ChildDef} title={route.title} />;
  return <ResourceScreen key={def.name} def={def} title={route.title} />;
}

export { ResourceScreen } from "./ResourceScreen";
