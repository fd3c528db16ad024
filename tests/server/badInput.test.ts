import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("bad input is refused with a clear message and changes nothing", (kind) => {
  let t: TestServer;
  let museums: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    museums = (await t.server.deps.db.selectFrom("museum").select("Id").execute()).length;
  });
  afterAll(async () => {
    const now = (await t.server.deps.db.selectFrom("museum").select("Id").execute()).length;
    expect(now).toBe(museums);
    await t.close();
  });

  const refused = (r: { status: number; body: { code: unknown; message: unknown } }, code: number, message: RegExp) => {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.code).toBe(code);
    expect(String(r.body.message)).toMatch(message);
  };

  it("malformed JSON", async () => {
    refused(await t.rpc("BaseServiceAdmin/createMuseum", {}, undefined, { rawBody: '{"data": {"name": "x"' }), 3, /不是有效的 JSON/);
  });

  it("a body that is not an object", async () => {
    refused(await t.rpc("BaseServiceAdmin/createMuseum", {}, undefined, { rawBody: "[1,2]" }), 3, /JSON 对象/);
  });

  it("a content type other than JSON", async () => {
    const res = await t.server.app.request("/api/moyuan.BaseServiceAdmin/listMuseum", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 3, message: "请求的内容类型必须是 application/json" });
  });

  it("an oversized body: 413, nothing read past the limit", async () => {
    const big = JSON.stringify({ data: { name: "x", description: "墨".repeat(600_000) }, context: { token: t.adminToken } });
    const r = await t.rpc("BaseServiceAdmin/createMuseum", {}, undefined, { rawBody: big });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: 3, message: "请求体过大，不能超过 1024 KB" });
  });

  it("a NUL character in any string, even before signing in (PostgreSQL cannot store one)", async () => {
    refused(await t.rpc("sys.SysAdmin/login", { userName: "admin\u0000", password: "x" }), 3, /空字符/);
    refused(await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "a\u0000b" }), 3, /空字符/);
    refused(await t.rpc("BaseService/getAppConfig", { platform: "ios\u0000" }), 3, /空字符/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "新\u0000馆" } }, t.adminToken), 3, /空字符/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { "na\u0000me": "新馆" } }, t.adminToken), 3, /空字符/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ name: "故\u0000宫" }) } }, t.adminToken), 3, /空字符/);
    refused(await t.rpc("BaseServiceAdmin/searchRecords", { q: "故宫\u0000" }, t.adminToken), 3, /空字符/);
  });

  it("an Id or reference beyond the 32-bit column, on every kind of call", async () => {
    const big = 2 ** 31;
    refused(await t.rpc("BaseServiceAdmin/getMuseum", { Id: big }, t.adminToken), 3, /Id 不能大于 2147483647/);
    refused(await t.rpc("BaseServiceAdmin/updateMuseum", { Id: big, utime: 1, data: { name: "x" } }, t.adminToken), 3, /Id 不能大于/);
    refused(await t.rpc("BaseServiceAdmin/deleteMuseum", { Id: 2 ** 40 }, t.adminToken), 3, /Id 不能大于/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ Id: big }) } }, t.adminToken), 3, /超出范围/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ ctime: [0, 1e300] }) } }, t.adminToken), 3, /超出范围/);
    refused(await t.rpc("MultiLevelTagServiceAdmin/listTagType", { cond: { jsonq: JSON.stringify({ parentId: big }) } }, t.adminToken), 3, /超出范围/);
    refused(await t.rpc("MultiLevelTagServiceAdmin/createTagType", { data: { name: "大号", parentId: big } }, t.adminToken), 3, /上级类型/);
    refused(await t.rpc("sys.SysAdmin/setUserState", { Ids: [big], data: { state: "ACTIVE" } }, t.adminToken), 3, /Id 不能大于/);
  });

  it("JSON nested 5,000 levels deep, in any body and in a json field", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    refused(await t.rpc("BaseService/getAppConfig", {}, undefined, { rawBody: `{"platform": ${deep}}` }), 3, /嵌套层数过多/);
    refused(await t.rpc("BaseServiceAdmin/createClientConfig", {}, undefined, { rawBody: `{"data": {"config": ${deep}}, "context": {"token": "${t.adminToken}"}}` }), 3, /嵌套层数过多/);
    let nested: unknown = 1;
    for (let i = 0; i < 20; i++) nested = { a: nested };
    refused(await t.rpc("BaseServiceAdmin/createClientConfig", { data: { platform: "web", name: "深", version: "1.0.0", config: nested } }, t.adminToken), 3, /配置项嵌套层数过多，最多 16 层/);
    const clientConfigs = await t.server.deps.db.selectFrom("client_config").select("Id").where("name", "=", "深").execute();
    expect(clientConfigs).toHaveLength(0);
  });

  it("a jsonq that is not JSON, or not an object", async () => {
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: "{name:" } }, t.adminToken), 3, /cond\.jsonq 不是有效的 JSON/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: "[1]" } }, t.adminToken), 3, /JSON 对象/);
  });

  it("a negative or huge limit, a negative skip", async () => {
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: -1 } }, t.adminToken), 3, /page\.limit 至少为 1/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: 1e9 } }, t.adminToken), 3, /page\.limit 不能大于 1000/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: -20, limit: 20 } }, t.adminToken), 3, /page\.skip 不能小于 0/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: "0", limit: 20 } }, t.adminToken), 3, /page\.skip 必须是数字/);
  });

  it("a sort or filter field the resource does not have (or that is not allowed)", async () => {
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { sort: { by: "password", asc: true } }, t.adminToken), 3, /不支持按「password」排序/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { sort: { by: "name; drop table museum", asc: true } }, t.adminToken), 3, /不支持/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ secret: "x" }) } }, t.adminToken), 3, /不支持按「secret」筛选/);
    refused(await t.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ description: "x" }) } }, t.adminToken), 3, /不支持按「简介」筛选/);
    refused(await t.rpc("sys.SysAdmin/listUser", { mask: { fields: ["passwordHash"] } }, t.adminToken), 3, /未知字段/);
  });

  it("a missing required field, a wrong type, an unknown field", async () => {
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { nameEn: "No name" } }, t.adminToken), 3, /请输入名称/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: 42 } }, t.adminToken), 3, /名称不是有效的类型/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "新馆", website: "not a url" } }, t.adminToken), 3, /官方网站格式不正确/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "新馆", website: `https://a.cn/${"a".repeat(2048)}` } }, t.adminToken), 3, /官方网站最多 2048 个字符/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "新馆", owner: "x" } }, t.adminToken), 3, /未知字段 owner/);
    refused(await t.rpc("BaseServiceAdmin/createMuseum", {}, t.adminToken), 3, /参数错误：data/);
    refused(await t.rpc("BaseServiceAdmin/getMuseum", { Id: "1" }, t.adminToken), 3, /Id 必须是数字/);
    refused(await t.rpc("sys.SysAdmin/createUser", { data: { userName: "a@b", nickName: "x", role: "editor", state: "ACTIVE", password: "Password-1" } }, t.adminToken), 3, /用户名/);
    refused(await t.rpc("sys.SysAdmin/createUser", { data: { userName: "mail.x", nickName: "x", role: "editor", state: "ACTIVE", password: "Password-1", email: `${"a".repeat(320)}@moyuan.art` } }, t.adminToken), 3, /邮箱最多 320 个字符/);
  });

  it("an unknown service or method is UNIMPLEMENTED with a 4xx", async () => {
    refused(await t.rpc("BaseServiceAdmin/dropEverything", {}, t.adminToken), 12, /未知的服务或方法/);
    refused(await t.rpc("NoSuchService/list", {}, t.adminToken), 12, /未知的服务或方法/);
    const wrongNs = await t.server.app.request("/api/other.BaseServiceAdmin/listMuseum", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(wrongNs.status).toBe(404);
  });

  it("a GET on the API is refused without a 5xx", async () => {
    const res = await t.server.app.request("/api/moyuan.BaseServiceAdmin/listMuseum");
    expect(res.status).toBe(405);
  });
});
