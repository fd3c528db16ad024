import { Node } from "@tiptap/core";

/** The kinds of work a card may name, as the server's sanitiser knows them, with the library each is picked from. */
export const WORK_KINDS = [
  { type: "suha", label: "书画", resource: "paintingWork" },
  { type: "sufa", label: "书法", resource: "calligraphyWork" },
  { type: "west", label: "西方艺术", resource: "westernWork" },
  { type: "shiy", label: "驻留作品", resource: "programmeWork" },
] as const;

/** Events the shortcuts send from the editor to its input, which opens the picker. */
export const WORK_CARD_EVENT = "richtext-work-card";
export const VIDEO_EVENT = "richtext-video";
export const HD_DETAIL_EVENT = "richtext-hd-detail";

/** What the editor shows for an embed: a box naming it (its live look is the preview's). */
function embedBox(testId: string, text: string): HTMLElement {
  const dom = document.createElement("div");
  dom.contentEditable = "false";
  dom.dataset.testid = testId;
  dom.className = "richtext-embed";
  dom.textContent = text;
  return dom;
}

/** A name shown only while editing: never written to the HTML (the server would drop it; the preview reads the record). */
const shownName = { default: "", rendered: false, parseHTML: () => "" };

/**
 * `<work-card type="suha" id="12"></work-card>` (content.md §7.1): a work of the content libraries,
 * one block the cursor steps over; the preview and the app show the work as it is now.
 */
export const WorkCard = Node.create({
  name: "workCard",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      type: { default: "suha", parseHTML: (el) => el.getAttribute("type") },
      id: { default: null, parseHTML: (el) => el.getAttribute("id") },
      name: shownName,
    };
  },
  parseHTML: () => [{ tag: "work-card" }],
  renderHTML: ({ node }) => ["work-card", { type: String(node.attrs.type), id: String(node.attrs.id) }],
  addNodeView() {
    return ({ node }) => {
      const kind = WORK_KINDS.find((k) => k.type === node.attrs.type)?.label ?? "作品";
      const name = String(node.attrs.name ?? "");
      return { dom: embedBox("work-card-node", `作品卡片 · ${kind} · ${name ? `《${name}》` : `#${String(node.attrs.id)}`}`) };
    };
  },
});

/** `<vod-video id="3"></vod-video>`: a video of the on-demand library (/vodvideo), played by the app. */
export const VodVideo = Node.create({
  name: "vodVideo",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { id: { default: null, parseHTML: (el) => el.getAttribute("id") }, name: shownName };
  },
  parseHTML: () => [{ tag: "vod-video" }],
  renderHTML: ({ node }) => ["vod-video", { id: String(node.attrs.id) }],
  addNodeView() {
    return ({ node }) => {
      const name = String(node.attrs.name ?? "");
      return { dom: embedBox("vod-video-node", `点播视频 · ${name || `#${String(node.attrs.id)}`}`) };
    };
  },
});

/**
 * `<hd-detail id="5" region="x,y,w,h"></hd-detail>` (content.md §7.3): a region of an HD image in its master's
 * pixels; the preview and the app show it as the IIIF region image from our own tile server.
 */
export const HdDetail = Node.create({
  name: "hdDetail",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      id: { default: null, parseHTML: (el) => el.getAttribute("id") },
      region: { default: null, parseHTML: (el) => el.getAttribute("region") },
      name: shownName,
    };
  },
  parseHTML: () => [{ tag: "hd-detail" }],
  renderHTML: ({ node }) => ["hd-detail", { id: String(node.attrs.id), region: String(node.attrs.region) }],
  addNodeView() {
    return ({ node }) => {
      const name = String(node.attrs.name ?? "");
      return { dom: embedBox("hd-detail-node", `高清细节 · ${name ? `「${name}」` : `#${String(node.attrs.id)}`} · 区域 ${String(node.attrs.region)}`) };
    };
  },
});

/**
 * A region as the writer gives it: `x,y,w,h` typed (spaces allowed, full-resolution pixels), or an IIIF
 * region address as the deep-zoom viewer's `c` copies it (`…/x,y,w,h/max/0/default.jpg`). Null when neither.
 */
export function parseRegion(text: string): string | null {
  const t = text.trim();
  const fromUrl = /\/(\d+),(\d+),(\d+),(\d+)\/[^/]+\/\d+\/default\.jpg(?:[?#].*)?$/.exec(t);
  const plain = /^(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)$/.exec(t);
  const m = fromUrl ?? plain;
  if (!m) return null;
  const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? `${x},${y},${w},${h}` : null;
}
