/**
 * The 阿里云视频点播 adapter without the network: the RPC signature of Aliyun's documented example, the
 * environment's all-or-nothing configuration, what a call sends and how the service's answers and
 * refusals read. The unconfigured default is covered on the server (tests/server/vodVideo.test.ts).
 */
import { describe, expect, it } from "vitest";
import { aliyunVod, signRpc } from "../../server/domains/vodvideo/vodVideo/aliyunVod";
import { vodVendor } from "../../server/domains/vodvideo/vodVideo/vendor";
import { loadVodConfig } from "../../server/domains/vodvideo/vodVideo/vendorConfig";

const CONFIG = { accessKeyId: "testid", accessKeySecret: "testsecret", region: "cn-shanghai" };

describe("aliyun VOD adapter", () => {
  it("signs as Aliyun's documented example (signature version 1.0)", () => {
    expect(signRpc({
      AccessKeyId: "testid", Action: "DescribeRegions", Format: "XML", SignatureMethod: "HMAC-SHA1",
      SignatureNonce: "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf", SignatureVersion: "1.0", Timestamp: "2016-02-23T12:46:24Z", Version: "2014-05-26",
    }, "testsecret")).toBe("OLeaidS1JvxuMvnyHOwuJ+uX5qY=");
  });

  it("is configured by all three variables or none; a half configuration is an error", () => {
    expect(loadVodConfig({})).toBeNull();
    expect(loadVodConfig({ MOYUAN_VOD_ACCESS_KEY_ID: "id", MOYUAN_VOD_ACCESS_KEY_SECRET: "s", MOYUAN_VOD_REGION: "cn-beijing" })).toEqual({ accessKeyId: "id", accessKeySecret: "s", region: "cn-beijing" });
    expect(() => loadVodConfig({ MOYUAN_VOD_ACCESS_KEY_ID: "id" })).toThrow(/MOYUAN_VOD_ACCESS_KEY_SECRET, MOYUAN_VOD_REGION must be set/);
    expect(() => loadVodConfig({ MOYUAN_VOD_ACCESS_KEY_ID: "id", MOYUAN_VOD_ACCESS_KEY_SECRET: "s", MOYUAN_VOD_REGION: "shanghai" })).toThrow(/region id/);
  });

  it("without configuration the default refuses in Chinese", () => {
    expect(() => vodVendor("同步", {})).toThrow("未配置点播服务，无法同步");
  });

  it("GetVideoInfos: a signed GET to the region's endpoint; the answer read as our statuses", async () => {
    const urls: string[] = [];
    const vendor = aliyunVod(CONFIG, (url) => {
      urls.push(url);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ VideoList: [{ VideoId: "abc", Status: "Normal", Duration: 135.5, Size: 1024, CoverURL: "https://c/1.jpg" }] }) });
    }, () => new Date("2026-11-27T10:00:00.123Z"));
    expect(await vendor.infos(["abc"])).toEqual([{ vendorVideoId: "abc", status: "Normal", durationSec: 135.5, fileSize: 1024, cover: "https://c/1.jpg", definitions: null }]);
    const url = new URL(urls[0] as string);
    expect(url.origin).toBe("https://vod.cn-shanghai.aliyuncs.com");
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ Action: "GetVideoInfos", VideoIds: "abc", Version: "2017-03-21", AccessKeyId: "testid", Timestamp: "2026-11-27T10:00:00Z" });
    const { Signature, ...signed } = params;
    expect(Signature).toBe(signRpc(signed, "testsecret"));
  });

  it("a refusal of the service reaches the caller in Chinese with its code", async () => {
    const vendor = aliyunVod(CONFIG, () => Promise.resolve({ ok: false, status: 403, json: () => Promise.resolve({ Code: "Forbidden.RAM", Message: "User not authorized" }) }));
    await expect(vendor.remove("abc")).rejects.toThrow("阿里云点播拒绝了 DeleteVideo：Forbidden.RAM User not authorized");
  });

  it("an upload whose video id the service has not given yet is refused, not taken as done", async () => {
    const answers = [{ UploadJobs: [{ JobId: "job-1" }] }, { URLUploadInfoList: [{ JobId: "job-1", Status: "PENDING" }] }];
    const vendor = aliyunVod(CONFIG, () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answers.shift()) }));
    await expect(vendor.upload({ title: "t", sourceUrl: "https://moyuan.example/f", templateGroupId: null, category: null })).rejects.toThrow("还没有给出视频 ID");
  });
});
