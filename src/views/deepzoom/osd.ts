import OpenSeadragon from "openseadragon";

/**
 * OpenSeadragon over a signed pyramid: the IIIF Image 3 level-0 `info.json` or the DZI descriptor the
 * server serves (content.md §1, §17.1). Its own keyboard is off — the viewer's keys (useViewerKeys) are
 * the same everywhere, also when the canvas has the focus.
 */
export function createViewer(element: HTMLElement, infoUrl: string, opts: { navigator: boolean }): OpenSeadragon.Viewer {
  const viewer = OpenSeadragon({
    element,
    tileSources: infoUrl,
    showNavigationControl: false,
    showNavigator: opts.navigator,
    navigatorPosition: "BOTTOM_RIGHT",
    navigatorAutoFade: false,
    maxZoomPixelRatio: 4,
    visibilityRatio: 0.3,
    constrainDuringPan: true,
    gestureSettingsMouse: { clickToZoom: false },
    preserveImageSizeOnResize: true,
    crossOriginPolicy: false,
  });
  viewer.addHandler("canvas-key", (e) => {
    (e as unknown as { preventDefaultAction: boolean }).preventDefaultAction = true;
  });
  return viewer;
}

export function firstImage(viewer: OpenSeadragon.Viewer): OpenSeadragon.TiledImage | undefined {
  return viewer.world.getItemCount() > 0 ? viewer.world.getItemAt(0) : undefined;
}

/**
 * A handscroll's home: the height fitted, at the scroll's right end (where it starts to be read), or its
 * left end for one read left to right.
 */
export function goScrollStart(viewer: OpenSeadragon.Viewer, fromRight: boolean, immediately = false): void {
  const image = firstImage(viewer);
  if (!image) return;
  const bounds = image.getBounds();
  const container = viewer.viewport.getContainerSize();
  const width = Math.min(bounds.width, bounds.height * (container.x / Math.max(1, container.y)));
  const x = fromRight ? bounds.x + bounds.width - width : bounds.x;
  viewer.viewport.fitBounds(new OpenSeadragon.Rect(x, bounds.y, width, bounds.height), immediately);
}

/** Zoom so that one image pixel is one screen pixel, around the centre of the view. */
export function zoomOneToOne(viewer: OpenSeadragon.Viewer): void {
  const image = firstImage(viewer);
  if (!image) return;
  viewer.viewport.zoomTo(image.imageToViewportZoom(1));
}

/** Pans by a fraction of what is in view. */
export function panBy(viewer: OpenSeadragon.Viewer, dx: number, dy: number): void {
  const bounds = viewer.viewport.getBounds();
  viewer.viewport.panBy(new OpenSeadragon.Point(bounds.width * dx, bounds.height * dy));
}

/** What is in view, in image pixels, clamped to the image: IIIF region `x,y,w,h`. */
export function viewRegion(viewer: OpenSeadragon.Viewer): { x: number; y: number; w: number; h: number } | null {
  const image = firstImage(viewer);
  if (!image) return null;
  const size = image.getContentSize();
  const rect = image.viewportToImageRectangle(viewer.viewport.getBounds(true));
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const w = Math.min(size.x, Math.round(rect.x + rect.width)) - x;
  const h = Math.min(size.y, Math.round(rect.y + rect.height)) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

/** Screen pixels per image pixel at the current zoom. */
export function screenPixelsPerImagePixel(viewer: OpenSeadragon.Viewer): number {
  const image = firstImage(viewer);
  if (!image) return 0;
  return image.imageToViewportZoom(1) > 0 ? viewer.viewport.getZoom(true) / image.imageToViewportZoom(1) : 0;
}

/** The pyramid's IIIF base (the address the service answers under) from its info.json / image.dzi address. */
export function serviceBaseOf(infoUrl: string): string {
  return infoUrl.replace(/\/(info\.json|image\.dzi)$/, "");
}
