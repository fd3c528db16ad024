import type OpenSeadragon from "openseadragon";
import { useEffect, useState } from "react";
import { screenPixelsPerImagePixel } from "./osd";
import { cmPerPixel } from "./rules";
import type { ViewerImage } from "./types";

/** Lengths a scale bar may show, in cm. */
const STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
const TARGET_PX = 120;

function label(cm: number): string {
  return cm >= 100 ? `${cm / 100} 米` : cm < 1 ? `${cm * 10} 毫米` : `${cm} 厘米`;
}

/** A scale bar in cm over the canvas (content.md §17.1 Measure), following the zoom. */
export function ScaleBar({ viewer, image }: { viewer: OpenSeadragon.Viewer | null; image: ViewerImage }) {
  const perPixel = cmPerPixel(image);
  const [screenPerCm, setScreenPerCm] = useState(0);
  useEffect(() => {
    if (!viewer || perPixel === null) return;
    const update = () => setScreenPerCm(screenPixelsPerImagePixel(viewer) / perPixel);
    update();
    viewer.addHandler("animation", update);
    viewer.addHandler("open", update);
    viewer.addHandler("resize", update);
    return () => {
      viewer.removeHandler("animation", update);
      viewer.removeHandler("open", update);
      viewer.removeHandler("resize", update);
    };
  }, [viewer, perPixel]);
  if (perPixel === null || screenPerCm <= 0) return null;
  const cm = STEPS.reduce((best, s) => (Math.abs(s * screenPerCm - TARGET_PX) < Math.abs(best * screenPerCm - TARGET_PX) ? s : best), STEPS[0] ?? 1);
  return (
    <div className="pointer-events-none absolute bottom-3 left-3 rounded bg-black/60 px-2 py-1 text-xs text-white" data-testid="deepzoom-scalebar">
      <div className="h-1.5 border-x-2 border-b-2 border-white" style={{ width: Math.round(cm * screenPerCm) }} />
      <span>{label(cm)}</span>
    </div>
  );
}
