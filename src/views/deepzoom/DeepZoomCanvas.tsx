import type OpenSeadragon from "openseadragon";
import { useEffect, useRef, useState } from "react";
import { createViewer, firstImage, goScrollStart } from "./osd";
import { ScaleBar } from "./ScaleBar";
import type { ViewerImage } from "./types";

export interface CanvasProps {
  image: ViewerImage & { infoUrl: string };
  /** A handscroll: opens with the height fitted at its start (the right end when read right to left). */
  scroll?: "right-to-left" | "left-to-right";
  navigator?: boolean;
  /** Told the viewer once it exists, and null when it goes. */
  onViewer?: (viewer: OpenSeadragon.Viewer | null) => void;
  label: string;
}

/**
 * One image in OpenSeadragon. The element carries what tests and the keyboard wait for instead of
 * sleeping: `data-first-tile` once a tile is on screen, `data-fully-loaded` once every tile in view is drawn,
 * `data-zoom` after each zoom.
 */
export function DeepZoomCanvas({ image, scroll, navigator = true, onViewer, label }: CanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const report = useRef(onViewer);
  useEffect(() => {
    report.current = onViewer;
  });

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const v = createViewer(el, image.infoUrl, { navigator });
    const host = el;
    const mark = (key: string, value: string) => host.setAttribute(key, value);
    mark("data-fully-loaded", "false");
    // The first tile on screen (the benchmark's mark): the first redraw after a tile arrived — every
    // drawer redraws then, while only the canvas drawers raise tile-drawn.
    let tileArrived = false;
    v.addHandler("tile-loaded", () => {
      tileArrived = true;
    });
    v.addHandler("update-viewport", () => {
      if (tileArrived && host.getAttribute("data-first-tile") !== "true") mark("data-first-tile", "true");
    });
    v.addHandler("open", () => {
      if (scroll) goScrollStart(v, scroll === "right-to-left", true);
      firstImage(v)?.addHandler("fully-loaded-change", (e) => mark("data-fully-loaded", String((e as unknown as { fullyLoaded: boolean }).fullyLoaded)));
      mark("data-opened", "true");
    });
    v.addHandler("open-failed", (e) => setFailed(`切片加载失败：${(e as unknown as { message?: string }).message ?? "未知原因"}`));
    v.addHandler("animation-finish", () => mark("data-zoom", v.viewport.getZoom(true).toFixed(6)));
    v.addHandler("rotate", () => mark("data-rotation", String(v.viewport.getRotation())));
    v.addHandler("flip", () => mark("data-flipped", String(v.viewport.getFlip())));
    setViewer(v);
    report.current?.(v);
    return () => {
      report.current?.(null);
      setViewer(null);
      v.destroy();
    };
  }, [image.infoUrl, scroll, navigator]);

  return (
    <div className="relative h-full w-full bg-neutral-900">
      <div ref={element} className="absolute inset-0" data-testid="deepzoom-canvas" data-image-id={image.Id} aria-label={label} role="img" />
      {failed && <p role="alert" className="absolute left-3 top-3 rounded bg-red-50 p-2 text-red-700">{failed}</p>}
      <ScaleBar viewer={viewer} image={image} />
    </div>
  );
}
