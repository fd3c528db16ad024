import type { ImageAnnotation } from "@annotorious/openseadragon";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { annotationPage, annotationToSlice, canvasIdOf, sliceToAnnotation } from "../../src/catalogue/resources/revise/annotationW3c";
import { commandOf } from "../../src/views/annotation/canvasKeys";
import { createDraftStore, saveStatus, type SliceApi } from "../../src/views/annotation/draftStore";
import { byPosition, regionOf, selectorOf } from "../../src/views/annotation/shapes";
import type { CanvasSlice } from "../../src/views/annotation/types";

const SIZE = { width: 4000, height: 3000 };
const drawn = (selector: ReturnType<typeof selectorOf>): ImageAnnotation => ({ id: "a1", bodies: [], target: { annotation: "a1", selector } });

describe("Annotorious shapes ⇄ stored regions", () => {
  it("a rectangle is stored in whole pixels, cut at the image's edge, and drawn back where it was", () => {
    const a = drawn({ type: "RECTANGLE", geometry: { x: 100.4, y: -20, w: 300.2, h: 220, bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } } } as never);
    const place = regionOf(a, SIZE);
    expect(place).toEqual({ shape: "rect", region: { x: 100, y: 0, w: 301, h: 200 } });
    if (typeof place === "string") return;
    expect(regionOf(drawn(selectorOf(place.shape, place.region)), SIZE)).toEqual(place);
  });

  it("a polygon keeps its points; too few, too many or outside the image are refused in Chinese", () => {
    const poly = (points: number[][]) => drawn({ type: "POLYGON", geometry: { points, bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } } } as never);
    expect(regionOf(poly([[10, 10], [200.6, 15], [120, 300]]), SIZE)).toEqual({ shape: "polygon", region: { points: [[10, 10], [201, 15], [120, 300]] } });
    expect(regionOf(poly([[1, 1], [2, 2]]), SIZE)).toBe("多边形至少需要 3 个点");
    expect(regionOf(poly(Array.from({ length: 201 }, (_, i) => [i, i % 7])), SIZE)).toMatch(/最多 200 个点/);
    expect(regionOf(drawn({ type: "RECTANGLE", geometry: { x: 5000, y: 10, w: 10, h: 10, bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } } } as never), SIZE)).toMatch(/图像之外/);
  });

  it("the side list reads top to bottom, then left to right", () => {
    const order = byPosition(3000);
    const regions = [{ x: 900, y: 1000, w: 10, h: 10 }, { x: 50, y: 1010, w: 10, h: 10 }, { x: 3000, y: 20, w: 10, h: 10 }];
    expect([...regions].sort(order).map((r) => r.x)).toEqual([3000, 50, 900]);
  });
});

describe("the exported AnnotationPage is a W3C Web Annotation page that Mirador reads", () => {
  it("each drawn slice becomes an Annotation on the image's canvas with a tagging body and a selector", () => {
    const canvasId = canvasIdOf("https://moyuan.example", 42);
    const rect = regionOf(drawn(selectorOf("rect", { x: 10, y: 20, w: 300, h: 200 })), SIZE);
    const poly = regionOf(drawn(selectorOf("polygon", { points: [[1, 2], [30, 4], [5, 60]] })), SIZE);
    if (typeof rect === "string" || typeof poly === "string") throw new Error("drawn shapes refused");
    const items = [
      sliceToAnnotation({ Id: 7, canvasId, ...rect, tag: { Id: 3, label: "鉴藏印" }, text: "乾隆御览之宝" }),
      sliceToAnnotation({ Id: 8, canvasId, ...poly, tag: { Id: 4, label: "山石" } }),
    ];
    const page = annotationPage(`${canvasId}/annotations`, items, "标注") as { "@context": string; type: string; id: string; items: Record<string, unknown>[] };
    expect(page["@context"]).toBe("http://www.w3.org/ns/anno.jsonld");
    expect(page.type).toBe("AnnotationPage");
    expect(page.items).toHaveLength(2);
    for (const item of page.items) {
      expect(item).toMatchObject({ type: "Annotation", id: expect.stringMatching(/^https:\/\//) });
      expect(item).not.toHaveProperty("@context");
      const target = item.target as { source: string; selector: { type: string; value: string } };
      expect(target.source).toBe(canvasId);
      expect(["FragmentSelector", "SvgSelector"]).toContain(target.selector.type);
      const bodies = item.body as { type: string; purpose: string; value: string }[];
      expect(bodies.find((b) => b.purpose === "tagging")).toMatchObject({ type: "TextualBody" });
    }
    const first = page.items[0] as { target: { selector: { value: string } } };
    expect(first.target.selector.value).toBe("xywh=pixel:10,20,300,200");
    // And back: the same place, tag and text.
    expect(annotationToSlice(page.items[0], [{ Id: 3, label: "鉴藏印" }])).toEqual({ shape: "rect", region: { x: 10, y: 20, w: 300, h: 200 }, tagId: 3, text: "乾隆御览之宝", note: null });
    expect(annotationToSlice(page.items[1], [])).toMatchObject({ shape: "polygon", region: { points: [[1, 2], [30, 4], [5, 60]] }, tagId: 4 });
  });
});

describe("canvas keys", () => {
  const key = (k: string, more: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...more });
  it("the annotator draws, tags, removes and submits; the reviewer approves and rejects; nobody else writes", () => {
    expect(commandOf(key("r"), "annotator", true)).toEqual({ does: "rect" });
    expect(commandOf(key("3"), "annotator", true)).toEqual({ does: "tag", hotkey: "3" });
    expect(commandOf(key("Delete"), "annotator", true)).toEqual({ does: "remove" });
    expect(commandOf(key("Enter", { ctrlKey: true }), "annotator", true)).toEqual({ does: "submit" });
    expect(commandOf(key("y"), "reviewer", true)).toEqual({ does: "approve" });
    expect(commandOf(key("n"), "reviewer", true)).toEqual({ does: "reject" });
    expect(commandOf(key("ArrowRight"), "reviewer", true)).toEqual({ does: "next" });
    expect(commandOf(key("Tab", { shiftKey: true }), "view", true)).toEqual({ does: "prev" });
    for (const k of ["r", "3", "Delete", "y", "n"]) expect(commandOf(key(k), "view", true), k).toBeNull();
    expect(commandOf(key("Enter", { ctrlKey: true }), "reviewer", true)).toBeNull();
    // Single letters follow the user's preference; digits and Delete do not.
    expect(commandOf(key("r"), "annotator", false)).toBeNull();
    expect(commandOf(key("2"), "annotator", false)).toEqual({ does: "tag", hotkey: "2" });
  });
});

describe("autosave", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const slice = (over: Partial<CanvasSlice>): CanvasSlice => ({
    Id: 1, utime: 1, taskId: 5, tagId: 3, shape: "rect", region: { x: 0, y: 0, w: 10, h: 10 }, text: "", note: "", auditState: "draft", auditComment: "", annotatorId: 9, ...over,
  });

  function fakeApi() {
    let next = 100;
    const calls: string[] = [];
    const api: SliceApi = {
      create: vi.fn(async (data) => {
        calls.push(`create ${JSON.stringify(data.region)}`);
        return slice({ Id: next++, utime: 10, ...data });
      }),
      update: vi.fn(async (Id, utime, data) => {
        calls.push(`update ${Id}@${utime} ${JSON.stringify(data.region)}`);
        return slice({ Id, utime: utime + 1, ...data });
      }),
      remove: vi.fn(async (Id) => {
        calls.push(`remove ${Id}`);
      }),
    };
    return { api, calls };
  }

  it("a shape drawn and moved is created once, then updated with the utime the create answered", async () => {
    const { api, calls } = fakeApi();
    const store = createDraftStore(api, { requiresText: () => false, describe: () => "x", delayMs: 500 });
    store.add("k1", "rect", { x: 1, y: 1, w: 5, h: 5 }, 3);
    expect(saveStatus(store.getSnapshot()).text).toBe("保存中");
    store.change("k1", { region: { x: 2, y: 2, w: 5, h: 5 } });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toEqual(['create {"x":2,"y":2,"w":5,"h":5}']);
    store.change("k1", { region: { x: 3, y: 3, w: 5, h: 5 } });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls[1]).toBe('update 100@10 {"x":3,"y":3,"w":5,"h":5}');
    expect(store.getSnapshot()[0]).toMatchObject({ Id: 100, utime: 11, state: "saved" });
    expect(saveStatus(store.getSnapshot()).text).toBe("已保存");
  });

  it("a tag that asks for text waits for it; a refused save says why and can be retried", async () => {
    const { api, calls } = fakeApi();
    const store = createDraftStore(api, { requiresText: (id) => id === 4, describe: (e) => String((e as Error).message), delayMs: 100 });
    store.add("k1", "rect", { x: 1, y: 1, w: 5, h: 5 }, 4);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual([]);
    expect(store.getSnapshot()[0]?.state).toBe("needsText");
    expect(saveStatus(store.getSnapshot()).text).toBe("待完善");
    vi.mocked(api.create).mockRejectedValueOnce(new Error("无权修改此任务的切片"));
    store.change("k1", { text: "乾隆御览之宝" });
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getSnapshot()[0]).toMatchObject({ state: "failed", error: "无权修改此任务的切片" });
    expect(saveStatus(store.getSnapshot()).text).toBe("保存失败");
    store.retry("k1");
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getSnapshot()[0]).toMatchObject({ state: "saved", Id: 100 });
  });

  it("a slice removed while its first save is in flight is removed on the server once it has an Id", async () => {
    const { api, calls } = fakeApi();
    let answer: (s: CanvasSlice) => void = () => undefined;
    vi.mocked(api.create).mockImplementationOnce((data) => {
      calls.push(`create ${JSON.stringify(data.region)}`);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const store = createDraftStore(api, { requiresText: () => false, describe: () => "x", delayMs: 10 });
    store.add("k1", "rect", { x: 1, y: 1, w: 5, h: 5 }, 3);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.getSnapshot()[0]?.state).toBe("saving");
    await store.remove("k1");
    expect(calls).toEqual(['create {"x":1,"y":1,"w":5,"h":5}']);
    answer(slice({ Id: 100, utime: 10 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toEqual(['create {"x":1,"y":1,"w":5,"h":5}', "remove 100"]);
    expect(store.getSnapshot()).toEqual([]);
  });
});
