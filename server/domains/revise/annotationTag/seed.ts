import { annotationTag } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

/** One tag of the demo tree: label, code, colour, shapes, whether it needs text, and its children. */
interface TagSeed { label: string; code: string; color: string; shapes?: string[]; text?: boolean; guideline?: string; kids?: TagSeed[] }

const BOTH = ["rect", "polygon"];
const RECT = ["rect"];

/** content.md §11.1's tree: 书画要素 (钤印 with its three kinds), 画面要素, 书法要素, 品相. */
export const TAG_TREE: readonly TagSeed[] = [
  {
    label: "书画要素", code: "paintingElements", color: "#D4380D", shapes: BOTH, kids: [
      { label: "款识", code: "inscription", color: "#AD2102", shapes: BOTH, text: true, guideline: "<p>作者本人的题款，框住全部款字，文字内容录入释文。</p>" },
      {
        label: "钤印", code: "seal", color: "#CF1322", shapes: RECT, text: true, guideline: "<p>一方印一个切片，框在印边外 2–5 像素；文字内容录入印文。</p>", kids: [
          { label: "作者印", code: "authorSeal", color: "#F5222D", shapes: RECT, text: true },
          { label: "鉴藏印", code: "collectorSeal", color: "#A8071A", shapes: RECT, text: true, guideline: "<p>历代收藏、鉴赏印，如「乾隆御览之宝」。</p>" },
          { label: "闲章", code: "leisureSeal", color: "#FF4D4F", shapes: RECT, text: true },
        ],
      },
      { label: "题跋", code: "colophon", color: "#FA541C", shapes: BOTH, text: true },
      { label: "题签", code: "titleSlip", color: "#FA8C16", shapes: RECT, text: true },
      { label: "骑缝印", code: "seamSeal", color: "#820014", shapes: BOTH },
    ],
  },
  {
    label: "画面要素", code: "sceneElements", color: "#389E0D", shapes: BOTH, kids: [
      { label: "人物", code: "figure", color: "#1677FF", shapes: BOTH },
      { label: "山石", code: "rock", color: "#5B8C00", shapes: BOTH },
      { label: "树木", code: "tree", color: "#237804", shapes: BOTH },
      { label: "屋宇", code: "building", color: "#874D00", shapes: BOTH },
      { label: "舟船", code: "boat", color: "#0958D9", shapes: BOTH },
      { label: "桥梁", code: "bridge", color: "#614700", shapes: BOTH },
      { label: "动物", code: "animal", color: "#D48806", shapes: BOTH },
      { label: "花卉", code: "flower", color: "#EB2F96", shapes: BOTH },
      { label: "云水", code: "cloudWater", color: "#13C2C2", shapes: BOTH },
    ],
  },
  {
    label: "书法要素", code: "calligraphyElements", color: "#531DAB", shapes: BOTH, kids: [
      { label: "单字", code: "glyph", color: "#722ED1", shapes: RECT, text: true },
      { label: "行", code: "textLine", color: "#9254DE", shapes: BOTH, text: true },
    ],
  },
  {
    label: "品相", code: "condition", color: "#595959", shapes: BOTH, kids: [
      { label: "破损", code: "damage", color: "#434343", shapes: BOTH },
      { label: "污渍", code: "stain", color: "#8C8C8C", shapes: BOTH },
      { label: "修补", code: "repair", color: "#262626", shapes: BOTH },
    ],
  },
];

/** The demo annotation tags: a tree of three levels, hotkeys 1–9 in each sibling group. */
export const seed = defineSeed({
  resource: annotationTag,
  async run(ctx) {
    if (await ctx.tx.selectFrom(annotationTag.table).select("Id").limit(1).executeTakeFirst()) return;
    const put = async (tags: readonly TagSeed[], parentId: number | null): Promise<void> => {
      for (const [i, t] of tags.entries()) {
        const id = await ctx.insert(annotationTag, {
          label: t.label, code: t.code, parentId, color: t.color, shapes: t.shapes ?? BOTH, requiresText: t.text === true,
          hotkey: i < 9 ? String(i + 1) : null, guideline: t.guideline ?? null, sort: (i + 1) * 10, enabled: true, sliceCount: 0,
        }, { ctime: ctx.now - 90 * 86_400_000 });
        if (t.kids) await put(t.kids, id);
      }
    };
    await put(TAG_TREE, null);
  },
});
