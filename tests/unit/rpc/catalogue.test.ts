// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { buildContext } from "../../../src/rpc/context";
import { HTTP_STATUS_TEXT, httpErrorNotice, requestErrorReaction } from "../../../src/rpc/errorCatalogue";
import { setNavigator } from "../../../src/rpc/navigation";
import { setPresenter, type Notice } from "../../../src/rpc/notices";
import { createRequest } from "../../../src/rpc/transport";
import { fakeFetch } from "./fakeFetch";

describe("the generic request layer by showType (spec §8)", () => {
  it("0 silent, 1 warning, 2 error, 3 and 4 a notification titled errorCode, 9 the error page, other error, none the retry toast", () => {
    const info = { errorMessage: "库存不足", errorCode: "E_STOCK" };
    expect(requestErrorReaction({ ...info, showType: 0 })).toEqual({ notice: null, redirect: null });
    expect(requestErrorReaction({ ...info, showType: 1 }).notice).toEqual({ kind: "toast", level: "warning", text: "库存不足", durationMs: 1500 });
    expect(requestErrorReaction({ ...info, showType: 2 }).notice).toEqual({ kind: "toast", level: "error", text: "库存不足", durationMs: 1500 });
    for (const showType of [3, 4]) {
      expect(requestErrorReaction({ ...info, showType }).notice).toEqual({ kind: "notification", level: "error", title: "E_STOCK", description: "库存不足", durationMs: 4500 });
    }
    const nine = requestErrorReaction({ ...info, showType: 9 });
    expect(nine.notice).toBeNull();
    const url = new URL(nine.redirect ?? "", "http://x");
    expect(url.pathname).toBe("/exception");
    expect(Object.fromEntries(url.searchParams)).toEqual({ errorCode: "E_STOCK", errorMessage: "库存不足" });
    expect(requestErrorReaction({ ...info, showType: 7 }).notice).toMatchObject({ kind: "toast", level: "error", text: "库存不足" });
    expect(requestErrorReaction(undefined).notice).toEqual({ kind: "toast", level: "error", text: "请求错误，请重试。", durationMs: 1500 });
  });
});

describe("the common HTTP handler (spec §8)", () => {
  it("status and message; status alone with the status map; no response at all", () => {
    expect(httpErrorNotice({ status: 500, message: "boom", url: "/upload" })).toMatchObject({ kind: "notification", title: "调用出错 500:boom" });
    expect(httpErrorNotice({ status: 404, url: "/files/x" })).toMatchObject({ title: "请求错误 404: /files/x", description: "发出的请求针对的是不存在的记录，服务器没有进行操作。" });
    expect(httpErrorNotice({ status: 418, statusText: "I'm a teapot", url: "/x" })).toMatchObject({ description: "I'm a teapot" });
    expect(httpErrorNotice({ url: "/x" })).toEqual({ kind: "notification", level: "error", title: "网络异常", description: "您的网络发生异常，无法连接服务器", durationMs: 4500 });
  });

  it("has a Chinese text for every status of the spec's map", () => {
    expect(Object.keys(HTTP_STATUS_TEXT).map(Number).sort((a, b) => a - b)).toEqual([200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504]);
    expect(Object.values(HTTP_STATUS_TEXT).every((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true);
  });
});

describe("one failure, one message, through createRequest", () => {
  let shown: Notice[];
  let went: string[];
  beforeEach(() => {
    shown = [];
    went = [];
    setPresenter((n) => shown.push(n));
    setNavigator((to) => went.push(to));
  });

  it("success:false follows showType; an HTTP failure gives one notification; success returns the data", async () => {
    const refused = fakeFetch(() => ({ status: 200, body: { success: false, errorMessage: "请重新登录", errorCode: "E1", showType: 9 } }));
    await expect(createRequest(refused.fetcher)("/x")).rejects.toBeTruthy();
    expect(shown).toEqual([]);
    expect(went).toEqual(["/exception?errorCode=E1&errorMessage=%E8%AF%B7%E9%87%8D%E6%96%B0%E7%99%BB%E5%BD%95"]);
    const broken = fakeFetch(() => ({ status: 503 }));
    await expect(createRequest(broken.fetcher)("/files/a.png")).rejects.toBeTruthy();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: "请求错误 503: /files/a.png", description: "服务不可用，服务器暂时过载或维护。" });
    const ok = fakeFetch(() => ({ status: 200, body: { success: true, data: 1 } }));
    await expect(createRequest(ok.fetcher)("/y")).resolves.toEqual({ success: true, data: 1 });
  });
});

describe("the request context (spec §3)", () => {
  beforeEach(() => localStorage.clear());
  it("token, its URI-decoded twin, and tdid from the tdid JSON or an empty string", () => {
    expect(buildContext()).toEqual({ token: "", tourToken: "", tdid: "" });
    localStorage.setItem("moyuan.admin.token", "a%2Fb%E4%B8%AD");
    localStorage.setItem("tdid", "not json");
    expect(buildContext()).toEqual({ token: "a%2Fb%E4%B8%AD", tourToken: "a/b中", tdid: "" });
    localStorage.setItem("moyuan.admin.token", "bad%E4%B8");
    localStorage.setItem("tdid", JSON.stringify({ tdid: "dev-9" }));
    expect(buildContext()).toEqual({ token: "bad%E4%B8", tourToken: "bad%E4%B8", tdid: "dev-9" });
  });
});
