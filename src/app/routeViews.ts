import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import LoginPage from "../app/LoginPage";
import type { SpecialViewName, ViewName } from "../catalogue";
import type { ViewProps } from "./viewProps";

type View = LazyExoticComponent<ComponentType<ViewProps>> | ComponentType<ViewProps>;

/** Every resource's screen: one chunk for the grid and editor engine, which alone loads the resources. */
const ResourceView: View = lazy(() => import("./resource/ResourceView"));

/** The special views the catalogue names; each is its own chunk, loaded when first opened. */
const SPECIAL: Readonly<Record<SpecialViewName, View>> = {
  // Part of the entry chunk already (AppRoutes renders it for /user/login before any lazy chunk): a lazy import
  // here would load nothing and only make the bundler warn.
  login: LoginPage,
  welcome: lazy(() => import("./Welcome")),
  account: lazy(() => import("./Account")),
  exception: lazy(() => import("../app/ExceptionPage")),
  dashboardAnalysis: lazy(() => import("./DashboardAnalysis")),
  tagType: lazy(() => import("./tags/TagsView")),
  dictConfig: lazy(() => import("./dicts/DictConfig")),
  richTextView: lazy(() => import("./richtext/RichTextView")),
  // The deep-zoom viewers share one OpenSeadragon chunk; none of it loads before a viewer opens.
  deepZoom: lazy(() => import("./deepzoom/DeepZoomViewer")),
  albumViewer: lazy(() => import("./deepzoom/AlbumViewer")),
  bookReader: lazy(() => import("./deepzoom/BookReader")),
  relicViewer: lazy(() => import("./deepzoom/RelicViewer")),
  albumLayout: lazy(() => import("./hd/AlbumLayoutEditor")),
  workEditor: lazy(() => import("./workEditor/WorkEditorView")),
  glyphReview: lazy(() => import("./glyphReview/GlyphReviewView")),
};

/** A route whose view is not built yet. */
export const NotBuiltView: View = lazy(() => import("./NotBuilt"));

/** The view a route names: a special view, else the resource engine (the catalogue's types allow nothing else). */
export function viewOf(name: ViewName | undefined): View {
  if (name === undefined) return NotBuiltView;
  return Object.hasOwn(SPECIAL, name) ? SPECIAL[name as SpecialViewName] : ResourceView;
}
