import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { fullMaxSize, levelZeroInfo } from "../../server/domains/hd/hdImage/tiles/levelZero";

/** IIIF Image 3 level 0 details of the tile service, and the public base manifests are published under. */
describe("IIIF level 0 info.json", () => {
  const stored = { "@context": "http://iiif.io/api/image/3/context.json", id: "https://tiles.invalid/pyr", type: "ImageService3", profile: "level0", protocol: "http://iiif.io/api/image", tiles: [{ scaleFactors: [1, 2, 4, 8, 16], width: 512 }], width: 20_000, height: 8_000 };

  it("keeps the whole image at full size up to 4096 px on its long edge, scaled down beyond", () => {
    expect(fullMaxSize(2400, 1500)).toEqual({ width: 2400, height: 1500 });
    expect(fullMaxSize(20_000, 8_000)).toEqual({ width: 4096, height: 1638 });
    expect(fullMaxSize(1000, 60_000)).toEqual({ width: 68, height: 4096 });
  });

  it("lists the sizes on disk, both tile dimensions, and maxWidth/maxHeight when max is smaller than the image", () => {
    const info = levelZeroInfo(stored, [{ width: 1250, height: 500 }, { width: 4096, height: 1638 }], "https://moyuan.example/tiles/1/s/k");
    expect(info).toEqual({
      "@context": "http://iiif.io/api/image/3/context.json", id: "https://moyuan.example/tiles/1/s/k", type: "ImageService3",
      protocol: "http://iiif.io/api/image", profile: "level0", width: 20_000, height: 8_000, maxWidth: 4096, maxHeight: 1638,
      sizes: [{ width: 1250, height: 500 }, { width: 4096, height: 1638 }],
      tiles: [{ width: 512, height: 512, scaleFactors: [1, 2, 4, 8, 16] }],
    });
    // A pyramid holding the whole image at full size needs no limit.
    expect(levelZeroInfo({ ...stored, width: 4096, height: 1638 }, [{ width: 4096, height: 1638 }], "x")).not.toHaveProperty("maxWidth");
  });
});

describe("MOYUAN_PUBLIC_URL", () => {
  it("is unset by default (each request's origin), kept without its trailing slash, and refused when not an http(s) URL", () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ MOYUAN_PUBLIC_URL: "https://moyuan.example.com/" }).publicUrl).toBe("https://moyuan.example.com");
    expect(loadConfig({ MOYUAN_PUBLIC_URL: "https://example.com/moyuan//" }).publicUrl).toBe("https://example.com/moyuan");
    expect(() => loadConfig({ MOYUAN_PUBLIC_URL: "moyuan.example.com" })).toThrow(/MOYUAN_PUBLIC_URL/);
    expect(() => loadConfig({ MOYUAN_PUBLIC_URL: "ftp://moyuan.example.com" })).toThrow(/MOYUAN_PUBLIC_URL/);
    expect(() => loadConfig({ MOYUAN_PUBLIC_URL: "https://moyuan.example.com/?a=1" })).toThrow(/MOYUAN_PUBLIC_URL/);
  });
});
