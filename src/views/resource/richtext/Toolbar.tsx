import { useEditorState, type Editor } from "@tiptap/react";
import { useRef, type KeyboardEvent } from "react";
import { Button } from "../../../ui/button";
import type { EmbedKind } from "./EmbedPicker";

const MOD = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";

interface Tool {
  readonly name: string;
  readonly label: string;
  readonly keys: string;
  /** Whether the selection already has it (a pressed toggle); absent for one-off commands. */
  readonly active?: (e: Editor) => boolean;
  readonly run: (e: Editor) => void;
}

const chain = (e: Editor) => e.chain().focus();

/** The toolbar's commands, in the order a writer reaches for them, each with the shortcut Tiptap gives it. */
function toolsOf(openLink: () => void, openImage: (() => void) | null, openEmbed: ((kind: EmbedKind) => void) | null): Tool[] {
  const tools: Tool[] = [
    { name: "bold", label: "加粗", keys: `${MOD}+B`, active: (e) => e.isActive("bold"), run: (e) => chain(e).toggleBold().run() },
    { name: "italic", label: "斜体", keys: `${MOD}+I`, active: (e) => e.isActive("italic"), run: (e) => chain(e).toggleItalic().run() },
    { name: "underline", label: "下划线", keys: `${MOD}+U`, active: (e) => e.isActive("underline"), run: (e) => chain(e).toggleUnderline().run() },
    { name: "strike", label: "删除线", keys: `${MOD}+Shift+S`, active: (e) => e.isActive("strike"), run: (e) => chain(e).toggleStrike().run() },
    ...([2, 3, 4] as const).map((level) => ({
      name: `h${level}`, label: `${["", "", "二", "三", "四"][level]}级标题`, keys: `${MOD}+Alt+${level}`,
      active: (e: Editor) => e.isActive("heading", { level }), run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
    })),
    { name: "bulletList", label: "无序列表", keys: `${MOD}+Shift+8`, active: (e) => e.isActive("bulletList"), run: (e) => chain(e).toggleBulletList().run() },
    { name: "orderedList", label: "有序列表", keys: `${MOD}+Shift+7`, active: (e) => e.isActive("orderedList"), run: (e) => chain(e).toggleOrderedList().run() },
    { name: "blockquote", label: "引用", keys: `${MOD}+Shift+B`, active: (e) => e.isActive("blockquote"), run: (e) => chain(e).toggleBlockquote().run() },
    { name: "code", label: "代码", keys: `${MOD}+E`, active: (e) => e.isActive("code"), run: (e) => chain(e).toggleCode().run() },
    { name: "hr", label: "分隔线", keys: "---", run: (e) => chain(e).setHorizontalRule().run() },
    { name: "link", label: "链接", keys: `${MOD}+Shift+K`, active: (e) => e.isActive("link"), run: () => openLink() },
  ];
  if (openImage) tools.push({ name: "image", label: "图片", keys: `${MOD}+Alt+I`, run: () => openImage() });
  if (openEmbed) {
    tools.push(
      { name: "workCard", label: "作品卡片", keys: `${MOD}+Alt+W`, run: () => openEmbed("work") },
      { name: "vodVideo", label: "视频", keys: `${MOD}+Alt+V`, run: () => openEmbed("video") },
      { name: "hdDetail", label: "高清细节", keys: `${MOD}+Alt+H`, run: () => openEmbed("hd") },
    );
  }
  tools.push(
    { name: "undo", label: "撤销", keys: `${MOD}+Z`, run: (e) => chain(e).undo().run() },
    { name: "redo", label: "重做", keys: `${MOD}+Shift+Z`, run: (e) => chain(e).redo().run() },
  );
  return tools;
}

/**
 * The formatting toolbar: one Tab stop (ARIA toolbar), ← → Home End move between its buttons, each
 * button names its shortcut; pressed toggles show the selection's formatting.
 */
export function Toolbar({ editor, label, openLink, openImage, openEmbed = null }: {
  editor: Editor; label: string; openLink(): void; openImage: (() => void) | null; openEmbed?: ((kind: EmbedKind) => void) | null;
}) {
  const tools = toolsOf(openLink, openImage, openEmbed);
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => tools.map((t) => (t.active ? t.active(e) : null)) });
  const bar = useRef<HTMLDivElement>(null);

  const onKeyDown = (ev: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[ev.key];
    if (to === undefined || at < 0) return;
    ev.preventDefault();
    const next = buttons[(to + buttons.length) % buttons.length];
    buttons.forEach((b) => (b.tabIndex = b === next ? 0 : -1));
    next?.focus();
  };

  return (
    <div ref={bar} role="toolbar" aria-label={`${label}格式`} data-testid="richtext-toolbar" onKeyDown={onKeyDown}
      className="flex flex-wrap gap-0.5 border-b border-gray-200 bg-gray-50 p-1">
      {tools.map((t, i) => (
        <Button key={t.name} size="sm" variant="ghost" tabIndex={i === 0 ? 0 : -1} data-tool={t.name}
          aria-pressed={pressed[i] ?? undefined} title={`${t.label}（${t.keys}）`} aria-keyshortcuts={t.keys.replace("⌘", "Meta").replace("Ctrl", "Control")}
          className={pressed[i] ? "bg-primary/10 text-primary-active" : undefined}
          onMouseDown={(e) => e.preventDefault()} onClick={() => t.run(editor)}>
          {t.label}
        </Button>
      ))}
    </div>
  );
}
