import { NodeSelection, Selection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FieldDef, ResourceDef, UploadDataType } from "../../../catalogue";
import { richTextImageTypes } from "../../../catalogue/richTextImages";
import { cn } from "../../../ui/cn";
import { useEditingRecord } from "../form/editingRecord";
import type { FieldInputProps } from "../inputs/types";
import { uploadFile, uploadProblem } from "../uploadFile";
import { RICH_TEXT_CSS } from "./contentStyle";
import { EmbedPicker, type EmbedKind, type PickedEmbed } from "./EmbedPicker";
import { HD_DETAIL_EVENT, VIDEO_EVENT, WORK_CARD_EVENT } from "./embedNodes";
import { IMAGE_EVENT, isAllowedLink, LINK_EVENT, richTextExtensions } from "./extensions";
import { PreviewLink } from "./PreviewLink";
import { Toolbar } from "./Toolbar";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** Where a field's images are uploaded: the first type it may show (catalogue/richTextImages); none: no images. */
function imageUploadOf(field: FieldDef, resource: ResourceDef | undefined): UploadDataType | null {
  return resource ? richTextImageTypes(field, resource.access)[0] ?? null : field.upload ?? null;
}

/**
 * A rich-text field (Tiptap, in a chunk of its own): toolbar, Chinese labels, the usual shortcuts.
 * The value is the editor's HTML (empty when the document is); the server sanitises it again, so
 * nothing here is trusted. Tab and Shift+Tab leave the editor as from any field; Esc is the form's.
 */
export default function RichTextInput({ field, id, value, disabled, invalid, onChange, inputRef }: FieldInputProps) {
  const editing = useEditingRecord();
  const imageType = imageUploadOf(field, editing?.resource);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The picker of a work card, video or HD detail, for fields that hold them (FieldDef.embeds).
  const [embed, setEmbed] = useState<EmbedKind | null>(null);
  const embeds = field.embeds === true;
  const fileInput = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const text = typeof value === "string" ? value : "";
  // What the editor last reported, so that a value coming back from the form is not set again.
  const emitted = useRef(text);

  const extensions = useMemo(() => richTextExtensions(imageType !== null, embeds), [imageType, embeds]);
  const editor = useEditor({
    extensions,
    content: text,
    editable: !disabled,
    editorProps: {
      attributes: {
        id, role: "textbox", "aria-multiline": "true", "aria-label": field.label, "data-testid": "richtext-editor",
        ...(invalid ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: "richtext-content min-h-32 px-3 py-2 focus:outline-none",
      },
    },
  }, [extensions, id, invalid]);

  const openLink = () => {
    if (!editor) return;
    const current = String(editor.getAttributes("link").href ?? "");
    const answer = window.prompt("链接地址（https://、http:// 或 mailto:，留空则取消链接）", current || "https://");
    if (answer === null) return;
    const url = answer.trim();
    if (url === "" || url === "https://") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!isAllowedLink(url)) {
      setProblem("链接只能是 https://、http:// 或 mailto: 地址");
      return;
    }
    setProblem(null);
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
  };
  const openImage = () => fileInput.current?.click();

  useEffect(() => {
    if (!editor) return;
    const report = () => {
      if (editor.isDestroyed) return;
      const html = editor.isEmpty ? "" : editor.getHTML();
      emitted.current = html;
      onChange(html);
    };
    editor.on("update", report);
    return () => {
      editor.off("update", report);
    };
  }, [editor, onChange]);
  // The editor's own shortcuts for 链接 and 图片 (extensions.ts) ask for them by an event.
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const link = () => openLink();
    const image = () => openImage();
    const work = () => embeds && setEmbed("work");
    const video = () => embeds && setEmbed("video");
    const hd = () => embeds && setEmbed("hd");
    el.addEventListener(LINK_EVENT, link);
    el.addEventListener(IMAGE_EVENT, image);
    el.addEventListener(WORK_CARD_EVENT, work);
    el.addEventListener(VIDEO_EVENT, video);
    el.addEventListener(HD_DETAIL_EVENT, hd);
    return () => {
      el.removeEventListener(LINK_EVENT, link);
      el.removeEventListener(IMAGE_EVENT, image);
      el.removeEventListener(WORK_CARD_EVENT, work);
      el.removeEventListener(VIDEO_EVENT, video);
      el.removeEventListener(HD_DETAIL_EVENT, hd);
    };
  });
  // Without emitting an update: a read-only open is not an edit, and an editor that useEditor has just
  // replaced (its deps changed) is destroyed and has no schema to serialise.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  useEffect(() => {
    if (!editor || editor.isDestroyed || text === emitted.current) return;
    emitted.current = text;
    editor.commands.setContent(text, { emitUpdate: false });
  }, [editor, text]);
  useEffect(() => {
    inputRef?.(editor?.view.dom ?? null);
  }, [editor, inputRef]);
  // Tab must move on, not indent a list item: the editor never sees it.
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Tab" && !e.ctrlKey && !e.metaKey && !e.altKey && (e.target as Element | null)?.closest(".ProseMirror")) e.stopPropagation();
    };
    el.addEventListener("keydown", onKey, true);
    return () => el.removeEventListener("keydown", onKey, true);
  }, []);

  /** The chosen embed where the cursor was; the cursor goes on after it. */
  const insertEmbed = (node: PickedEmbed) => {
    setEmbed(null);
    editor?.chain().focus().insertContent(node).run();
  };

  const insertImage = async (file: File) => {
    if (!editor || !imageType) return;
    const refused = uploadProblem(imageType, file, IMAGE_TYPES);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const key = await uploadFile(imageType, file);
      editor.chain().focus().setImage({ src: `/files/${key}`, alt: file.name.replace(/\.[^.]*$/, "") }).run();
      // The new picture is left selected: typing on would replace it, so the cursor moves on to the
      // text after it (a new paragraph when there is none).
      const { selection, doc } = editor.state;
      if (selection instanceof NodeSelection) {
        const next = Selection.findFrom(doc.resolve(selection.to), 1, true);
        if (next) editor.commands.setTextSelection(next.from);
        else editor.commands.createParagraphNear();
      }
    } catch {
      // the request layer has shown the failure
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={wrapper}>
      <style>{RICH_TEXT_CSS}</style>
      <div data-slot="richtext" className={cn("rounded border border-gray-300 bg-white focus-within:border-primary", invalid && "border-red-500", disabled && "bg-gray-50")}>
        {editor && !disabled && <Toolbar editor={editor} label={field.label} openLink={openLink} openImage={imageType ? openImage : null} openEmbed={embeds ? setEmbed : null} />}
        <EditorContent editor={editor} />
      </div>
      {imageType && !disabled && (
        <input ref={fileInput} type="file" className="sr-only" tabIndex={-1} aria-hidden accept={IMAGE_TYPES.join(",")} disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void insertImage(file);
          }} />
      )}
      {embed && <EmbedPicker kind={embed} onPick={insertEmbed} onClose={() => {
        setEmbed(null);
        editor?.commands.focus();
      }} />}
      {busy && <p className="mt-1 text-xs text-gray-600">图片上传中…</p>}
      {problem && <p role="alert" className="mt-1 text-sm text-red-600">{problem}</p>}
      {editing && editing.Id !== null && <PreviewLink resource={editing.resource} Id={editing.Id} field={field} />}
    </div>
  );
}
