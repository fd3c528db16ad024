/**
 * 阿里云视频点播's HTTP callback without a server: the signature of Aliyun's documented example, the
 * five-minute window, the configuration, and what each documented event does to a video (never back).
 */
import { describe, expect, it } from "vitest";
import { loadVodCallbackConfig } from "../../server/domains/vodvideo/vodVideo/callback/config";
import { effectOf, parseVodEvent, type VideoState } from "../../server/domains/vodvideo/vodVideo/callback/events";
import { verifyVodCallback, vodCallbackSignature } from "../../server/domains/vodvideo/vodVideo/callback/verify";
import { aliyunVod } from "../../server/domains/vodvideo/vodVideo/aliyunVod";

const URL = "https://www.example.com/your/callback";
const AT = 1_519_375_990_000;

describe("VOD callback signature", () => {
  it("is md5 of 'URL|timestamp|key' as Aliyun's documented example (c72b60894140fa98920f1279219b****)", () => {
    expect(vodCallbackSignature(URL, "1519375990", "test123")).toMatch(/^c72b60894140fa98920f1279219b[0-9a-f]{4}$/);
  });

  it("accepts the signed headers within five minutes either way; refuses another key, URL or a stale one", () => {
    const signature = vodCallbackSignature(URL, "1519375990", "test123");
    const ok = (ts: string, sig: string, url = URL, now = AT) => verifyVodCallback({ timestamp: ts, signature: sig }, url, "test123", now).ok;
    expect(ok("1519375990", signature)).toBe(true);
    expect(ok("1519375990", signature.toUpperCase())).toBe(true);
    expect(ok("1519375990", signature, URL, AT + 300_000)).toBe(true);
    expect(ok("1519375990", signature, URL, AT + 301_000)).toBe(false);
    expect(ok("1519375990", signature, URL, AT - 301_000)).toBe(false);
    expect(ok("1519375990", signature, "https://www.example.com/other")).toBe(false);
    expect(ok("1519375991", signature)).toBe(false);
    expect(verifyVodCallback({ timestamp: undefined, signature }, URL, "test123", AT)).toEqual({ ok: false, reason: "缺少 X-VOD-TIMESTAMP 或 X-VOD-SIGNATURE" });
  });

  it("is configured by its key (the address optional); an address without a key is an error", () => {
    expect(loadVodCallbackConfig({})).toBeNull();
    expect(loadVodCallbackConfig({ MOYUAN_VOD_CALLBACK_KEY: "k" })).toEqual({ privateKey: "k", url: undefined });
    expect(loadVodCallbackConfig({ MOYUAN_VOD_CALLBACK_KEY: "k", MOYUAN_VOD_CALLBACK_URL: URL })).toEqual({ privateKey: "k", url: URL });
    expect(() => loadVodCallbackConfig({ MOYUAN_VOD_CALLBACK_URL: URL })).toThrow(/without MOYUAN_VOD_CALLBACK_KEY/);
  });
});

describe("VOD events", () => {
  const state = (over: Partial<VideoState> = {}): VideoState => ({ status: "Uploading", definitions: null, cover: null, durationSec: null, fileSize: null, ...over });
  const event = (body: Record<string, unknown>) => {
    const e = parseVodEvent({ EventTime: "2026-11-27T07:49:17Z", VideoId: "v1", Status: "success", ...body });
    if (!e) throw new Error("not an event");
    return e;
  };

  it("moves a video forward only, and one event's key does not depend on the order of its fields", () => {
    expect(effectOf(event({ EventType: "FileUploadComplete", Size: 1024 }), state())).toEqual({ status: "UploadSucc", fileSize: 1024 });
    expect(effectOf(event({ EventType: "FileUploadComplete" }), state({ status: "Normal" }))).toEqual({});
    expect(effectOf(event({ EventType: "UploadByURLComplete", Status: "fail" }), state())).toEqual({ status: "UploadFail" });
    expect(effectOf(event({ EventType: "UploadByURLComplete", FileType: "Stream" }), state())).toEqual({});
    expect(effectOf(event({ EventType: "TranscodeComplete", Status: "fail" }), state({ status: "Transcoding" }))).toEqual({ status: "TranscodeFail" });
    expect(effectOf(event({ EventType: "CreateAuditComplete", MediaId: "v1", VideoId: undefined, AuditStatus: "Blocked" }), state({ status: "Normal" }))).toEqual({ status: "Blocked" });
    expect(effectOf(event({ EventType: "SnapshotComplete", CoverUrl: "https://c/1.jpg" }), state({ cover: "shiy/a.jpg" }))).toEqual({});
    expect(parseVodEvent({ VideoId: "v1" })).toBeNull();
    expect(parseVodEvent({ EventType: "X", VideoId: "v1" })?.eventType).toBe("other");
    expect(parseVodEvent({ VideoId: "v1", EventType: "FileUploadComplete" })?.eventKey).toBe(parseVodEvent({ EventType: "FileUploadComplete", VideoId: "v1" })?.eventKey);
  });
});

describe("GetPlayInfo and ListSnapshots", () => {
  const CONFIG = { accessKeyId: "testid", accessKeySecret: "testsecret", region: "cn-shanghai" };
  it("reads the service's play addresses and snapshot addresses; asks for a bounded AuthTimeout", async () => {
    const urls: string[] = [];
    const answers = [
      { PlayInfoList: { PlayInfo: [{ PlayURL: "https://v.example.com/sd.mp4?auth_key=1", Definition: "SD", Format: "mp4" }, { PlayURL: "", Definition: "HD", Format: "mp4" }] } },
      { MediaSnapshot: { Snapshots: { Snapshot: [{ Url: "https://v.example.com/s1.jpg", Index: 1 }, { Url: "javascript:alert(1)", Index: 2 }] } } },
    ];
    const vendor = aliyunVod(CONFIG, (url) => {
      urls.push(url);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answers.shift()) });
    });
    expect(await vendor.playInfo("abc", 1800)).toEqual([{ url: "https://v.example.com/sd.mp4?auth_key=1", definition: "SD", format: "mp4" }]);
    expect(Object.fromEntries(new globalThis.URL(urls[0] as string).searchParams)).toMatchObject({ Action: "GetPlayInfo", VideoId: "abc", AuthTimeout: "1800" });
    expect(await vendor.snapshots("abc")).toEqual(["https://v.example.com/s1.jpg"]);
    expect(Object.fromEntries(new globalThis.URL(urls[1] as string).searchParams)).toMatchObject({ Action: "ListSnapshots", VideoId: "abc", SnapshotType: "CoverSnapshot" });
  });
});
