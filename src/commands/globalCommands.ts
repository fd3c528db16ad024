import type { VisibleSection } from "../acl/visibility";
import type { Command } from "./types";

/** The single keys the console binds everywhere (PaletteHost): `?` opens the sheet, `g` starts a jump. No action may take one. */
export const SHEET_KEY = "?";
export const JUMP_PREFIX = "g";
export const GLOBAL_SINGLE_KEYS: readonly string[] = [SHEET_KEY, JUMP_PREFIX];

/** Shortcuts that work anywhere, listed in the sheet; the same data the hotkeys are bound from. */
export const GLOBAL_SHORTCUTS = [
  { keys: "Ctrl/⌘ K", label: "打开命令面板" },
  { keys: "?", label: "显示快捷键", single: true },
  { keys: "Ctrl/⌘ B", label: "收起/展开菜单" },
] as const;

export const EDITOR_SHORTCUTS = [
  { keys: "Ctrl/⌘ S", label: "保存" },
  { keys: "Esc", label: "关闭（有未保存的修改时先确认）" },
  { keys: "E", label: "查看时切换为编辑" },
] as const;

/** `g` then a letter jumps to a section's first screen, or to a screen of its own (g d 仪表盘, g u 用户管理, g m 博物馆…). */
export function sequenceCommands(sections: readonly VisibleSection[], navigate: (path: string) => void): Command[] {
  const go = (key: string, id: string, title: string, path: string): Command => ({
    id: `go:${id}`, title: `前往${title}`, group: "跳转", keywords: ["go", "goto", key, ...id.split("/").filter(Boolean)],
    shortcut: `${JUMP_PREFIX.toUpperCase()} ${key.toUpperCase()}`, path, run: () => navigate(path),
  });
  return sections.flatMap(({ section, menu }) => [
    ...(section.key && menu[0] ? [go(section.key, section.path, section.title, menu[0].path)] : []),
    ...menu.filter((r) => r.key).map((r) => go(r.key as string, r.path, r.title, r.path)),
  ]);
}

/** Commands of the console itself: the shortcut sheet, the menu, signing out, the single-key setting. */
export function appCommands(opts: { openSheet(): void; toggleMenu(): void; logout(): void; singleKeys: boolean; setSingleKeys(on: boolean): void }): Command[] {
  return [
    { id: "app:shortcuts", title: "显示快捷键", group: "控制台", keywords: ["shortcuts", "keys", "help", "kuaijiejian"], shortcut: "?", run: opts.openSheet },
    { id: "app:menu", title: "收起/展开菜单", group: "控制台", keywords: ["menu", "sidebar", "caidan"], shortcut: "Ctrl B", run: opts.toggleMenu },
    {
      id: "app:singleKeys", title: opts.singleKeys ? "关闭单键快捷键" : "开启单键快捷键", group: "控制台", keywords: ["single", "keys", "accessibility", "danjian"],
      run: () => opts.setSingleKeys(!opts.singleKeys),
    },
    { id: "app:logout", title: "退出登录", group: "控制台", keywords: ["logout", "sign out", "tuichu"], run: opts.logout },
  ];
}
