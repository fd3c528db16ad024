import { Extension, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { HD_DETAIL_EVENT, HdDetail, VIDEO_EVENT, VodVideo, WORK_CARD_EVENT, WorkCard } from "./embedNodes";
import { displayUrl } from "./signedImages";

/** Links the server keeps (http, https, mailto); anything else is refused as it is typed, not only when saved. */
export const isAllowedLink = (url: string) => /^(https?:\/\/|mailto:)\S+$/i.test(url.trim());

/**
 * Images keep their stored source (`/files/<key>` or https) in the document, so the HTML the editor
 * gives back is what is stored; only what the browser shows is a signed URL, fetched for each image.
 */
const StoredImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement("img");
      const show = (attrs: Record<string, unknown>) => {
        img.alt = String(attrs.alt ?? "");
        for (const k of ["width", "height"] as const) {
          if (attrs[k]) img.setAttribute(k, String(attrs[k]));
          else img.removeAttribute(k);
        }
        const src = String(attrs.src ?? "");
        img.dataset.src = src;
        void displayUrl(src).then((url) => {
          if (img.dataset.src === src && url) img.src = url;
        });
      };
      show(node.attrs);
      return {
        dom: img,
        update(next) {
          if (next.type !== node.type) return false;
          show(next.attrs);
          return true;
        },
      };
    };
  },
}).configure({ allowBase64: false });

/** Events the shortcuts send from the editor to its input, which opens the link prompt or the file chooser. */
export const LINK_EVENT = "richtext-link";
export const IMAGE_EVENT = "richtext-image";

/** The extensions of every rich-text field: what the server's allow-list keeps, nothing more (embeds only where the field holds them). */
export function richTextExtensions(images: boolean, embeds = false): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: true, defaultProtocol: "https", isAllowedUri: (url) => isAllowedLink(url), HTMLAttributes: { rel: "noopener noreferrer", target: "_blank" } },
    }),
    StoredImage,
    ...(embeds ? [WorkCard, VodVideo, HdDetail] : []),
    Extension.create({
      name: "insertShortcuts",
      addKeyboardShortcuts() {
        const ask = (name: string) => {
          this.editor.view.dom.dispatchEvent(new CustomEvent(name, { bubbles: true }));
          return true;
        };
        return {
          "Mod-Shift-k": () => ask(LINK_EVENT), ...(images ? { "Mod-Alt-i": () => ask(IMAGE_EVENT) } : {}),
          ...(embeds ? { "Mod-Alt-w": () => ask(WORK_CARD_EVENT), "Mod-Alt-v": () => ask(VIDEO_EVENT), "Mod-Alt-h": () => ask(HD_DETAIL_EVENT) } : {}),
        };
      },
    }),
  ];
}
