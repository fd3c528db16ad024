import { createOSDAnnotator, UserSelectAction, type DrawingStyle, type ImageAnnotation, type OpenSeadragonAnnotator } from "@annotorious/openseadragon";
import "@annotorious/openseadragon/annotorious-openseadragon.css";
import type OpenSeadragon from "openseadragon";
import { useEffect, useRef, useState, type RefObject } from "react";
import { createViewer } from "../deepzoom/osd";
import type { Draft } from "./draftStore";
import { selectorOf } from "./shapes";

/** What the canvas hears from Annotorious (only the user's own changes; the canvas' calls raise nothing). */
export interface AnnotatorEvents {
  created(annotation: ImageAnnotation): void;
  updated(annotation: ImageAnnotation): void;
  /** Removed by Annotorious itself (Ctrl+Z of a shape just drawn). */
  deleted(annotation: ImageAnnotation): void;
  selected(key: string | null): void;
  /** Whether a click on a shape makes it editable (the annotator's draft), only selects it, or does nothing. */
  selectAction(key: string): "EDIT" | "SELECT" | "NONE";
}

/** A stored slice as Annotorious draws it. */
export function annotationOf(d: Pick<Draft, "key" | "shape" | "region">): ImageAnnotation {
  return { id: d.key, bodies: [], target: { annotation: d.key, selector: selectorOf(d.shape, d.region) } };
}

/**
 * OpenSeadragon over the image's pyramid with Annotorious on it. What a click on a shape does is asked of
 * `events.selectAction` each time. Drawing starts off, so that a drag pans the image until a tool is chosen.
 * The element gets `data-opened` once the image is open.
 */
export function useCanvasAnnotator(element: RefObject<HTMLDivElement | null>, infoUrl: string, events: AnnotatorEvents) {
  const [annotator, setAnnotator] = useState<OpenSeadragonAnnotator | null>(null);
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const v = createViewer(el, infoUrl, { navigator: true });
    const a = createOSDAnnotator(v, { drawingEnabled: false, drawingMode: "drag", autoSave: true, theme: "dark",
      userSelectAction: (x: ImageAnnotation) => UserSelectAction[latest.current.selectAction(x.id)],
    });
    v.addHandler("open", () => el.setAttribute("data-opened", "true"));
    a.on("createAnnotation", (x) => latest.current.created(x));
    a.on("updateAnnotation", (x) => latest.current.updated(x));
    a.on("deleteAnnotation", (x) => latest.current.deleted(x));
    a.on("selectionChanged", (xs) => latest.current.selected(xs[0]?.id ?? null));
    // The viewer and its annotator are an outside system made here; the screen renders its tools once they exist.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setViewer(v);
    setAnnotator(a);
    return () => {
      setAnnotator(null);
      setViewer(null);
      a.destroy();
      v.destroy();
    };
  }, [element, infoUrl]);

  return { annotator, viewer };
}

/** The colour of a slice: its tag's, red when a reviewer rejected it; thicker when selected. */
export function styleOf(colorOf: (key: string) => { color: string; rejected: boolean; faded: boolean }) {
  return (a: ImageAnnotation, state?: { selected?: boolean; hovered?: boolean }): DrawingStyle => {
    const { color, rejected, faded } = colorOf(a.id);
    const stroke = (rejected ? "#ff4d4f" : color) as `#${string}`;
    return {
      fill: color as `#${string}`,
      fillOpacity: faded ? 0.05 : state?.selected ? 0.35 : state?.hovered ? 0.25 : 0.15,
      stroke,
      strokeOpacity: faded ? 0.5 : 1,
      strokeWidth: state?.selected ? 4 : rejected ? 3 : 2,
    };
  };
}
