// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HTTP_STATUS_TEXT, statusName } from "../../../src/rpc/errorCatalogue";
import { RpcFailure } from "../../../src/rpc/failures";
import { setNavigator } from "../../../src/rpc/navigation";
import { setPresenter, type Notice } from "../../../src/rpc/notices";
import { createRpc, SIGNED_OUT_TEXT } from "../../../src/rpc/transport";
import { fakeFetch } from "./fakeFetch";

let shown: Notice[];
let went: { to: string; replace?: boolean }[];

beforeEach(() => {
  shown = [];
  went = [];
  setPresenter((n) => shown.push(n));
  setNavigator((to, opts) => went.push({ to, replace: opts?.replace }));
  localStorage.clear();
  localStorage.setItem("moyuan.admin.token", "tok%20en");
  localStorage.setItem("tdid", JSON.stringify({ tdid: "device-1" }));
});
afterEach(() => localStorage.clear());

describe("the RPC transport (spec §7, §8)", () => {
  it("POSTs {host}/{ns}.{Service}/{method} with the payload plus the context, and gives a SUCCESS answer whole", async () => {
    const { fetcher, sent } = fakeFetch(() => ({ status: 200, body: { code: "SUCCESS", message: "成功", data: [1], total: 1 } }));
    const answer = await createRpc(fetcher)("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: 20 } });
    expect(sent[0]).toEqual({
      url: "/api/moyuan.BaseServiceAdmin/listMuseum", method: "POST",
      body: { page: { skip: 0, limit: 20 }, context: { token: "tok%20en", tourToken: "tok en", tdid: "device-1" } },
    });
    expect(answer).toEqual({ code: "SUCCESS", message: "成功", data: [1], total: 1 });
    expect(shown).toEqual([]);
  });

  it("keeps a context the caller gives", async () => {
    const { fetcher, sent } = fakeFetch(() => ({ status: 200, body: { code: "SUCCESS" } }));
    await createRpc(fetcher)("sys.SysAdmin/getUserinfo", { context: { token: "other" } });
    expect((sent[0]?.body as { context: unknown }).context).toEqual({ token: "other" });
  });

  it("code not SUCCESS: the server's message as one error toast (1.5 s), its code beside it; the caller gets no answer", async () => {
    const { fetcher } = fakeFetch(() => ({ status: 200, body: { code: "ALREADY_EXISTS", message: "名称「故宫」已存在" } }));
    const call = createRpc(fetcher)("BaseServiceAdmin/createMuseum", { data: {} });
    await expect(call).rejects.toMatchObject({ kind: "refused", shown: true });
    expect(shown).toEqual([{ kind: "toast", level: "error", text: "名称「故宫」已存在", code: "ALREADY_EXISTS", durationMs: 1500 }]);
  });

  it("an unexpected failure with an error payload: one toast 'RPC ERROR: {NAME}: {message}' for 10 s, then re-thrown", async () => {
    const { fetcher } = fakeFetch(() => ({ status: 500, body: { code: 13, message: "数据库暂时不可用" } }));
    const call = createRpc(fetcher)("BaseServiceAdmin/createMuseum", {});
    await expect(call).rejects.toBeInstanceOf(RpcFailure);
    await expect(call).rejects.toMatchObject({ status: 13, kind: "failed" });
    expect(shown).toEqual([{ kind: "toast", level: "error", text: "RPC ERROR: INTERNAL: 数据库暂时不可用", durationMs: 10_000 }]);
    expect(went).toEqual([]);
  });

  it("a refusal with an error payload: the server's sentence leads, 'RPC ERROR: {NAME}' beside it, 10 s, then re-thrown", async () => {
    const { fetcher } = fakeFetch(() => ({ status: 403, body: { code: 7, message: "无权限" } }));
    const call = createRpc(fetcher)("BaseServiceAdmin/createMuseum", {});
    await expect(call).rejects.toMatchObject({ status: 7, kind: "failed" });
    expect(shown).toEqual([{ kind: "toast", level: "error", text: "无权限", code: "RPC ERROR: PERMISSION_DENIED", durationMs: 10_000 }]);
  });

  it("UNAUTHENTICATED: one message however many calls fail at once, and the user goes to sign in, remembering where they were", async () => {
    history.replaceState(null, "", "/dataadmin/museum?x=1");
    const { fetcher } = fakeFetch(() => ({ status: 401, body: { code: 16, message: "请先登录" } }));
    const call = createRpc(fetcher);
    await Promise.all([1, 2, 3].map(() => expect(call("sys.SysAdmin/getUserinfo", {})).rejects.toMatchObject({ status: 16 })));
    expect(shown.map((n) => (n.kind === "toast" ? n.text : ""))).toEqual([SIGNED_OUT_TEXT]);
    expect(went[0]).toEqual({ to: "/user/login?redirect=%2Fdataadmin%2Fmuseum%3Fx%3D1", replace: true });
  });

  it("a dropped connection that fails several calls at once shows one toast, not one per call", async () => {
    const { fetcher } = fakeFetch(() => "network");
    const call = createRpc(fetcher);
    await Promise.all([0, 1].map((page) => expect(call("BaseServiceAdmin/listMuseum", { page: { skip: page * 50, limit: 50 } })).rejects.toMatchObject({ kind: "network" })));
    expect(shown).toHaveLength(1);
  });

  it("no answer at all: one network toast; an answer without our error shape (HTTP 500, 502): 请求错误 with the status's description", async () => {
    const network = fakeFetch(() => "network");
    await expect(createRpc(network.fetcher)("BaseServiceAdmin/getDicts", {})).rejects.toMatchObject({ kind: "network", status: null });
    expect(shown).toEqual([{ kind: "toast", level: "error", text: "网络发生异常，请检查您的网络连接", durationMs: 1500 }]);
    for (const status of [500, 502]) {
      shown = [];
      const { fetcher } = fakeFetch(() => ({ status }));
      await expect(createRpc(fetcher)("BaseServiceAdmin/getDicts", {})).rejects.toMatchObject({ status: null });
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ kind: "notification", title: `请求错误 ${status}: /api/moyuan.BaseServiceAdmin/getDicts`, description: HTTP_STATUS_TEXT[status] });
    }
  });

  it("silent calls show nothing; codes the caller expects show nothing but still fail", async () => {
    const { fetcher } = fakeFetch(() => ({ status: 409, body: { code: 10, message: "记录已被修改" } }));
    await expect(createRpc(fetcher)("x/y", {}, { silent: true })).rejects.toMatchObject({ status: 10, shown: false });
    await expect(createRpc(fetcher)("x/y", {}, { expect: [10] })).rejects.toMatchObject({ status: 10, shown: false });
    expect(shown).toEqual([]);
  });

  it("names every status of the spec's table", () => {
    const names = ["OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND", "ALREADY_EXISTS", "PERMISSION_DENIED",
      "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED"];
    expect(names.map((_, i) => statusName(i))).toEqual(names);
  });
});
