import { describe, expect, it } from "vitest";
import { buildManifest, rightsUri, type ManifestSource } from "../../server/domains/hd/hdImage/iiif/manifest";

/** The album viewer and the book reader read only what this builder writes: IIIF Presentation 3. */
const album: ManifestSource = {
  id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/manifest",
  label: "宋人画册精选",
  summary: "册页十二开",
  behavior: "paged",
  viewingDirection: "right-to-left",
  attribution: "台北故宫博物院藏",
  license: "ccBy",
  canvases: [
    { key: 11, label: "第一开", width: 8000, height: 9000, hdImageId: 101, serviceBase: "https://moyuan.example/tiles/1/sig/hd-a", thumbnailUrl: "https://moyuan.example/files/t/a.jpg", caption: "马远 山径春行" },
    { key: 12, label: "第二开", width: 8000, height: 9000, hdImageId: 102, serviceBase: null, thumbnailUrl: null },
    { key: 13, label: "第三开", width: 0, height: 0, hdImageId: 103, serviceBase: "https://moyuan.example/tiles/1/sig/hd-c", thumbnailUrl: "https://moyuan.example/files/t/c.jpg" },
    { key: 14, label: "第四开", width: 3000, height: 2000, hdImageId: 104, serviceBase: "https://moyuan.example/tiles/1/sig/hd-d", thumbnailUrl: null },
  ],
  ranges: [
    { key: "spring", label: "春景", canvasKeys: [11, 99] },
    { key: "empty", label: "空组", canvasKeys: [98] },
    { key: "winter", label: "冬景", canvasKeys: [13, 14, 12] },
  ],
};

describe("IIIF Presentation 3 manifest", () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep JSON tree, read path by path
  const m = buildManifest(album) as Record<string, any>;

  it("has the context, type, label map, behaviour and direction", () => {
    expect(m["@context"]).toBe("http://iiif.io/api/presentation/3/context.json");
    expect(m).toMatchObject({ id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/manifest", type: "Manifest", label: { zh: ["宋人画册精选"] }, summary: { zh: ["册页十二开"] }, behavior: ["paged"], viewingDirection: "right-to-left" });
    expect(m.requiredStatement).toEqual({ label: { zh: ["来源"] }, value: { zh: ["台北故宫博物院藏"] } });
    expect(m.rights).toBe("http://creativecommons.org/licenses/by/4.0/");
    expect(m.thumbnail).toEqual([{ id: "https://moyuan.example/files/t/a.jpg", type: "Image", format: "image/jpeg" }]);
  });

  it("paints a canvas for each tiled image of known size, with its level-0 ImageService3; the others are left out", () => {
    // 第二开 is not tiled, 第三开 has no size: no canvas, never one of 1×1.
    expect(m.items.map((c: { label: unknown }) => c.label)).toEqual([{ zh: ["第一开"] }, { zh: ["第四开"] }]);
    const [first, fourth] = m.items;
    expect(first).toMatchObject({ id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/canvas/11", type: "Canvas", width: 8000, height: 9000, label: { zh: ["第一开"] }, summary: { zh: ["马远 山径春行"] }, "moyuan:hdImageId": 101 });
    const page = first.items[0];
    expect(page.type).toBe("AnnotationPage");
    const anno = page.items[0];
    expect(anno).toMatchObject({ type: "Annotation", motivation: "painting", target: "https://moyuan.example/iiif/9/sig/hdAlbum/3/canvas/11" });
    // The body is the whole image the service answers at full/max: at most 4096 px on its long edge.
    expect(anno.body).toMatchObject({
      id: "https://moyuan.example/tiles/1/sig/hd-a/full/max/0/default.jpg", type: "Image", format: "image/jpeg", width: 3641, height: 4096,
      service: [{ id: "https://moyuan.example/tiles/1/sig/hd-a", type: "ImageService3", profile: "level0" }],
    });
    expect(fourth).toMatchObject({ width: 3000, height: 2000 });
    expect(fourth.items[0].items[0].body).toMatchObject({ width: 3000, height: 2000 });
  });

  it("makes Ranges of the sections, dropping unknown canvases and empty sections", () => {
    expect(m.structures).toEqual([
      { id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/range/spring", type: "Range", label: { zh: ["春景"] }, items: [{ id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/canvas/11", type: "Canvas" }] },
      { id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/range/winter", type: "Range", label: { zh: ["冬景"] }, items: [{ id: "https://moyuan.example/iiif/9/sig/hdAlbum/3/canvas/14", type: "Canvas" }] },
    ]);
  });

  it("leaves out what is unknown: no rights without a licence, no structures without sections", () => {
    const bare = buildManifest({ ...album, attribution: null, license: null, ranges: [], summary: undefined }) as Record<string, unknown>;
    expect(bare).not.toHaveProperty("rights");
    expect(bare).not.toHaveProperty("requiredStatement");
    expect(bare).not.toHaveProperty("structures");
    expect(bare).not.toHaveProperty("summary");
    expect(rightsUri("publicDomain")).toBe("http://creativecommons.org/publicdomain/mark/1.0/");
    expect(rightsUri("internal")).toBe("http://rightsstatements.org/vocab/InC/1.0/");
  });
});
