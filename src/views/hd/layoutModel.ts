/** The album layout editor's state: the items in order, their labels and sections, the sections and the cover. */

export interface LayoutItem {
  readonly Id: number;
  readonly hdImageId: number;
  readonly label: string;
  readonly caption: string;
  readonly sectionKey: string;
  readonly title: string;
  readonly code: string;
  readonly thumbnail: string;
}

export interface Section {
  readonly key: string;
  readonly label: string;
}

export interface Layout {
  readonly items: readonly LayoutItem[];
  readonly sections: readonly Section[];
  readonly coverImageId: number | null;
}

/** Moves the item at `from` to `to` (clamped); answers the new order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [moved] = out.splice(from, 1);
  if (moved === undefined) return out;
  out.splice(target, 0, moved);
  return out;
}

/** A key for a new section that no section has. */
export function newSectionKey(sections: readonly Section[]): string {
  let n = sections.length + 1;
  while (sections.some((s) => s.key === `s${n}`)) n += 1;
  return `s${n}`;
}

/** Deleting a section: its items go back to no section. */
export function withoutSection(layout: Layout, key: string): Layout {
  return {
    ...layout,
    sections: layout.sections.filter((s) => s.key !== key),
    items: layout.items.map((i) => (i.sectionKey === key ? { ...i, sectionKey: "" } : i)),
  };
}

/** What saveAlbumLayout takes: sort by position (10, 20, …). */
export function layoutPayload(albumId: number, utime: number, layout: Layout) {
  return {
    albumId, utime,
    items: layout.items.map((i, n) => ({ Id: i.Id, sort: (n + 1) * 10, label: i.label.trim() || null, caption: i.caption.trim() || null, sectionKey: i.sectionKey || null })),
    sections: layout.sections.map((s) => ({ key: s.key, label: s.label.trim() })),
    coverImageId: layout.coverImageId,
  };
}
