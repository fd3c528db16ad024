import OpenSeadragon from "openseadragon";
import { useEffect, useRef } from "react";
import type { ManifestCanvas } from "./types";

/** A canvas's IIIF Image service (its signed pyramid base), when it has one. */
export function serviceOf(canvas: ManifestCanvas): string | null {
  return canvas.items[0]?.items[0]?.body.service?.[0]?.id ?? null;
}

/**
 * Canvases side by side in one OpenSeadragon world, in reading order (already reversed by the caller
 * for right-to-left): a spread of two pages, or a whole continuous scroll edge to edge, all heights equal.
 * A canvas without tiles keeps its place as a thumbnail (or an empty frame).
 */
export function CanvasRow({ canvases, label, onViewer }: { canvases: readonly ManifestCanvas[]; label: string; onViewer?: (v: OpenSeadragon.Viewer | null) => void }) {
  const element = useRef<HTMLDivElement>(null);
  const report = useRef(onViewer);
  useEffect(() => {
    report.current = onViewer;
  });
  const key = canvases.map((c) => c.id).join("|");
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    let x = 0;
    const GAP = 0.02;
    const sources = canvases.map((c) => {
      const width = c.width / Math.max(1, c.height);
      const service = serviceOf(c);
      const thumb = c.thumbnail?.[0]?.id;
      const tileSource = service ? `${service}/info.json` : thumb ? { type: "image", url: thumb } : null;
      const placed = tileSource ? { tileSource, x, y: 0, width } : null;
      x += width + GAP;
      return placed;
    }).filter((s): s is NonNullable<typeof s> => s !== null);
    const viewer = OpenSeadragon({
      // The types know only bare tile sources; OpenSeadragon also takes `{tileSource, x, y, width}` placements.
      element: el, tileSources: sources as unknown as string[], showNavigationControl: false, showNavigator: canvases.length > 2,
      navigatorPosition: "BOTTOM_RIGHT", maxZoomPixelRatio: 4, visibilityRatio: 0.3, gestureSettingsMouse: { clickToZoom: false },
      crossOriginPolicy: false,
    });
    viewer.addHandler("canvas-key", (e) => {
      (e as unknown as { preventDefaultAction: boolean }).preventDefaultAction = true;
    });
    el.setAttribute("data-fully-loaded", "false");
    let opened = 0;
    viewer.world.addHandler("add-item", (e) => {
      opened += 1;
      const item = (e as unknown as { item: OpenSeadragon.TiledImage }).item;
      item.addHandler("fully-loaded-change", () => {
        const all = Array.from({ length: viewer.world.getItemCount() }, (_, i) => viewer.world.getItemAt(i).getFullyLoaded());
        el.setAttribute("data-fully-loaded", String(opened === sources.length && all.every(Boolean)));
      });
    });
    viewer.addHandler("animation-finish", () => el.setAttribute("data-zoom", viewer.viewport.getZoom(true).toFixed(6)));
    report.current?.(viewer);
    return () => {
      report.current?.(null);
      viewer.destroy();
    };
    // The canvases are identified by their ids (`key`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <div ref={element} className="h-full w-full bg-neutral-900" data-testid="manifest-canvas" role="img" aria-label={label} />;
}
