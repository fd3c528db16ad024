/**
 * How a manifest's canvases are grouped on screen (content.md §17.2): `paged` shows the first canvas
 * alone (the cover) and two-page spreads after it; `continuous` all canvases edge to edge; `individuals`
 * one at a time. Each view lists canvas indexes in reading order.
 */
export function viewsOf(behavior: string, count: number): number[][] {
  if (count === 0) return [];
  if (behavior === "continuous") return [Array.from({ length: count }, (_, i) => i)];
  if (behavior === "paged") {
    const views: number[][] = [[0]];
    for (let i = 1; i < count; i += 2) views.push(i + 1 < count ? [i, i + 1] : [i]);
    return views;
  }
  return Array.from({ length: count }, (_, i) => [i]);
}

/** The view showing canvas `index`. */
export function viewOfCanvas(views: readonly number[][], index: number): number {
  const found = views.findIndex((v) => v.includes(index));
  return found < 0 ? 0 : found;
}

/** Left-to-right order on screen: a right-to-left work puts its first page on the right. */
export function onScreen(view: readonly number[], direction: string | undefined): number[] {
  return direction === "right-to-left" ? [...view].reverse() : [...view];
}
