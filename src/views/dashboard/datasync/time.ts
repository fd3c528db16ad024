/** An instant as Beijing time, `MM-DD HH:mm` (the page's tables and cards). */
export function formatShanghai(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(5, 16).replace("T", " ");
}
