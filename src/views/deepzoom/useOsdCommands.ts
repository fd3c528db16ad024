import type OpenSeadragon from "openseadragon";
import { useEffect, useRef, type RefObject } from "react";
import { present, toast } from "../../rpc/notices";
import { goScrollStart, panBy, serviceBaseOf, viewRegion, zoomOneToOne } from "./osd";
import type { ViewerKey } from "./useViewerKeys";

const ZOOM_STEP = 1.6;
const PAN_STEP = 0.25;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the keys do to the OpenSeadragon viewer on screen: zoom, pan, home (a handscroll's is its
 * start), 1:1, rotate, flip, full screen (the whole viewer with its panels, not the bare canvas) and
 * the current view as a IIIF region address.
 */
export function useOsdCommands(viewer: RefObject<OpenSeadragon.Viewer | null>, root: RefObject<HTMLElement | null>, opts: { scroll?: "right-to-left" | "left-to-right"; infoUrl: string | null }) {
  const { scroll, infoUrl } = opts;
  // Handlers read the viewer when a key is pressed, so they are plain functions (no memo over a ref).
  const run = (f: (v: OpenSeadragon.Viewer) => void) => () => {
    if (viewer.current) f(viewer.current);
  };
  const home = (v: OpenSeadragon.Viewer) => (scroll ? goScrollStart(v, scroll === "right-to-left") : v.viewport.goHome());
  const copy = async () => {
    const v = viewer.current;
    const region = v ? viewRegion(v) : null;
    if (!v || !infoUrl) return;
    if (!region) {
      present(toast("warning", "当前视图不在图像范围内，请先按 0 复位"));
      return;
    }
    if (infoUrl.endsWith(".dzi")) {
      present(toast("warning", "DZI 切片没有 IIIF 区域地址"));
      return;
    }
    const url = `${window.location.origin}${serviceBaseOf(infoUrl)}/${region.x},${region.y},${region.w},${region.h}/max/0/default.jpg`;
    present(await copyText(url) ? toast("success", `已复制当前区域地址（${region.w}×${region.h} 像素）`) : toast("warning", `无法写入剪贴板：${url}`, 6000));
  };

  // Leaving full screen with Esc is the browser's; the viewer only follows.
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen().catch(() => present(toast("warning", "浏览器不允许全屏")));
  };

  const handlers: Partial<Record<ViewerKey, () => void>> = {
    zoomIn: run((v) => v.viewport.zoomBy(ZOOM_STEP)),
    zoomOut: run((v) => v.viewport.zoomBy(1 / ZOOM_STEP)),
    home: run(home),
    oneToOne: run(zoomOneToOne),
    rotate: run((v) => v.viewport.setRotation((v.viewport.getRotation() + 90) % 360)),
    flip: run((v) => v.viewport.setFlip(!v.viewport.getFlip())),
    left: run((v) => panBy(v, -PAN_STEP, 0)),
    right: run((v) => panBy(v, PAN_STEP, 0)),
    up: run((v) => panBy(v, 0, -PAN_STEP)),
    down: run((v) => panBy(v, 0, PAN_STEP)),
    fullScreen,
    copy: () => void copy(),
  };
  return handlers;
}

/**
 * Two viewers moving together (the split view, content.md §17.1 Compare): a pan or zoom of either is
 * applied at once to the other, in viewport coordinates — the same spot of two versions of one image.
 */
export function useSyncedViewers(a: OpenSeadragon.Viewer | null, b: OpenSeadragon.Viewer | null): void {
  const busy = useRef(false);
  useEffect(() => {
    if (!a || !b) return;
    const follow = (from: OpenSeadragon.Viewer, to: OpenSeadragon.Viewer) => () => {
      if (busy.current) return;
      busy.current = true;
      to.viewport.zoomTo(from.viewport.getZoom(), undefined, true);
      to.viewport.panTo(from.viewport.getCenter(), true);
      busy.current = false;
    };
    const ab = follow(a, b);
    const ba = follow(b, a);
    a.addHandler("viewport-change", ab);
    b.addHandler("viewport-change", ba);
    ab();
    return () => {
      a.removeHandler("viewport-change", ab);
      b.removeHandler("viewport-change", ba);
    };
  }, [a, b]);
}
