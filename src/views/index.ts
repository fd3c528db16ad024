import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ViewProps } from "./viewProps";

type View = LazyExoticComponent<ComponentType<ViewProps>>;

/** Every catalogue resource's screen: one chunk for the grid and editor engine. */
const ResourceView: View = lazy(() => import("./resource/ResourceView"));

/** The views routes name in the catalogue; each is its own chunk, loaded when first opened. */
export const VIEWS: Readonly<Record<string, View>> = {
  login: lazy(() => import("../app/LoginPage")),
  welcome: lazy(() => import("./Welcome")),
  account: lazy(() => import("./Account")),
  exception: lazy(() => import("../app/ExceptionPage")),
  dashboardAnalysis: lazy(() => import("./DashboardAnalysis")),
  tagType: lazy(() => import("./tags/TagsView")),
  ...Object.fromEntries(["museum", "consoleUser", "dict", "clientConfig", "dataChange"].map((name) => [name, ResourceView])),
};

/** A route whose view is not built yet. */
export const NotBuiltView: View = lazy(() => import("./NotBuilt"));

export function viewOf(name: string | undefined): View {
  return (name && VIEWS[name]) || NotBuiltView;
}
