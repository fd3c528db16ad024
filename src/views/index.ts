import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ViewProps } from "./viewProps";

type View = LazyExoticComponent<ComponentType<ViewProps>>;

/** The views routes name in the catalogue; each is its own chunk, loaded when first opened. */
export const VIEWS: Readonly<Record<string, View>> = {
  login: lazy(() => import("../app/LoginPage")),
  welcome: lazy(() => import("./Welcome")),
  account: lazy(() => import("./Account")),
  exception: lazy(() => import("../app/ExceptionPage")),
  dashboardAnalysis: lazy(() => import("./DashboardAnalysis")),
};

/** A route whose view is not built yet. */
export const NotBuiltView: View = lazy(() => import("./NotBuilt"));

export function viewOf(name: string | undefined): View {
  return (name && VIEWS[name]) || NotBuiltView;
}
