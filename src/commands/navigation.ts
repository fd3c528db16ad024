import type { VisibleSection } from "../acl/visibility";
import { pathWords } from "./pathWords";
import type { Command } from "./types";

/** One command per menu route the user may open, never hidden ones, grouped by menu section. */
export function navigationCommands(sections: readonly VisibleSection[], navigate: (path: string) => void): Command[] {
  return sections.flatMap(({ section, menu }) =>
    menu.map((r) => ({
      id: `nav:${r.path}`,
      title: r.title,
      group: section.title,
      keywords: [section.title, ...pathWords(r.path)],
      path: r.path,
      ...(r.key ? { shortcut: `G ${r.key.toUpperCase()}` } : {}),
      run: () => navigate(r.path),
    })),
  );
}
