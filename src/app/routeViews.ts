import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import LoginPage from "./LoginPage";
import type { SpecialViewName, ViewName } from "../catalogue";
import type { ViewProps } from "../views/viewProps";

type View = LazyExoticComponent<ComponentType<ViewProps>> | ComponentType<ViewProps>;

/** Every resource's screen: one chunk for the grid and editor engine, which alone loads the resources. */
const ResourceView: View = lazy(() => import("../views/resource/ResourceView"));

/** The special views the catalogue names; each is its own chunk, loaded when first opened. */
const SPECIAL: Readonly<Record<SpecialViewName, View>> = {
  // Part of the entry chunk already (AppRoutes renders it for /user/login before any lazy chunk): a lazy import
  // here would load nothing and only make the bundler warn.
  login: LoginPage,
  welcome: lazy(() => import("../views/Welcome")),
  account: lazy(() => import("../views/Account")),
  exception: lazy(() => import("./ExceptionPage")),
  dashboardAnalysis: lazy(() => import("../views/DashboardAnalysis")),
  dashboardReport: lazy(() => import("../views/DashboardReport")),
  dashboardDataSync: lazy(() => import("../views/DashboardDataSync")),
  dashboardVip: lazy(() => import("../views/DashboardVip")),
  tagType: lazy(() => import("../views/tags/TagsView")),
  dictConfig: lazy(() => import("../views/dicts/DictConfig")),
  richTextView: lazy(() => import("../views/richtext/RichTextView")),
  // The deep-zoom viewers share one OpenSeadragon chunk; none of it loads before a viewer opens.
  deepZoom: lazy(() => import("../views/deepzoom/DeepZoomViewer")),
  albumViewer: lazy(() => import("../views/deepzoom/AlbumViewer")),
  bookReader: lazy(() => import("../views/deepzoom/BookReader")),
  relicViewer: lazy(() => import("../views/deepzoom/RelicViewer")),
  albumLayout: lazy(() => import("../views/hd/AlbumLayoutEditor")),
  workEditor: lazy(() => import("../views/workEditor/WorkEditorView")),
  glyphReview: lazy(() => import("../views/glyphReview/GlyphReviewView")),
  articleComposer: lazy(() => import("../views/article/ArticleComposerView")),
  articlePreview: lazy(() => import("../views/article/ArticlePreviewView")),
  captureDetail: lazy(() => import("../views/capture/CaptureDetailView")),
  shiyWorkViewer: lazy(() => import("../views/capture/ShiyWorkViewer")),
  vodBatchUpload: lazy(() => import("../views/vod/VodBatchUploadView")),
  auctionConfirmation: lazy(() => import("../views/auction/AuctionConfirmationView")),
  categoryHall: lazy(() => import("../views/categoryHall/CategoryHallsView")),
  // OpenSeadragon with Annotorious (and its WebGL layer): its own chunk, loaded only by the canvas.
  annotationCanvas: lazy(() => import("../views/annotation/AnnotationCanvasView")),
  reviseTaskReport: lazy(() => import("../views/revise/ReviseTaskReportView")),
  dashboardAlgorithm: lazy(() => import("../views/dashboard/algorithm/AlgorithmView")),
  dashboardBookkeeping: lazy(() => import("../views/DashboardBookkeeping")),
  dashboardSlowQuery: lazy(() => import("../views/dashboard/slowquery/SlowQueryView")),
};

/** Whether a route's screen is built: a route that names no view shows NotBuilt (the menu marks it so). */
export const isBuilt = (route: { readonly view?: unknown }): boolean => route.view !== undefined;

/** A route whose view is not built yet. */
export const NotBuiltView: View = lazy(() => import("../views/NotBuilt"));

/** The view a route names: a special view, else the resource engine (the catalogue's types allow nothing else). */
export function viewOf(name: ViewName | undefined): View {
  if (name === undefined) return NotBuiltView;
  return Object.hasOwn(SPECIAL, name) ? SPECIAL[name as SpecialViewName] : ResourceView;
}
