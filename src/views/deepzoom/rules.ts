import type { ViewerImage, ViewerSubject } from "./types";

/** A handscroll (form 手卷) is read from its start: the right end unless the record says left to right. */
export function scrollOf(subject: ViewerSubject): "right-to-left" | "left-to-right" | undefined {
  if (subject.form === "shoujuan") return subject.viewingDirection === "left-to-right" ? "left-to-right" : "right-to-left";
  return undefined;
}

/** Centimetres per image pixel: from the capture resolution, else from the object's height over the image's. */
export function cmPerPixel(image: ViewerImage): number | null {
  if (image.ppi && image.ppi > 0) return 2.54 / image.ppi;
  if (image.heightCm && image.heightPx > 0) return image.heightCm / image.heightPx;
  return null;
}
