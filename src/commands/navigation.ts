import type { VisibleSection } from "../acl/visibility";
import { pathWords } from "./pathWords";
import type { Command } from "./types";

/**
 * One command per menu route the user may open, never hidden ones, grouped by menu section: the
 * palette's only way to a screen (the `g` sequences are not listed again). A screen shows the `g`
 * sequence that leads to it — its own, or its section's for the section's first screen — and is
 * found by 前往… too.
 */
export function navigationCommands(sections: readonly VisibleSection[], navigate: (path: string) => void): Command[] {
  return sections.flatMap(({ section, menu }) =>
    menu.map((r, i) => {
      const key = r.key ?? (i === 0 ? section.key : undefined);
      return {
        id: `nav:${r.path}`,
        title: r.title,
        group: section.title,
        keywords: [section.title, `前往${r.title}`, ...(i === 0 ? [`前往${section.title}`] : []), ...pathWords(r.path)],
        path: r.path,
        ...(key ? { shortcut: `G ${key.toUpperCase()}` } : {}),
        run: () => navigate(r.path),
      };
    }),
  );
}
