/**
 * A local stand-in for the official account's HTTP API (api.weixin.qq.com), for the client's tests: it
 * checks each request as the platform's documentation describes it (POST, the path, the access token
 * in the query, the JSON body's fields, the form's `media` part), records it, and answers like the
 * platform — including errcode refusals a test asks for. Nothing leaves the machine.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  readonly path: string;
  readonly query: Record<string, string>;
  readonly json: Record<string, unknown> | null;
  /** The form's `media` part of an upload. */
  readonly media: { filename: string; contentType: string; bytes: number } | null;
}

export interface WechatStandIn {
  readonly base: string;
  readonly requests: StandInRequest[];
  /** Paths of the calls made, in order (stable_token included). */
  paths(): string[];
  /** The next call to `path` is answered with this errcode. */
  refuseNext(path: string, errcode: number, errmsg: string): void;
  /** freepublish/get's publish_status for a publish_id (1 发布中 until set). */
  setPublishStatus(publishId: string, status: number): void;
  /** Every token issued so far stops working (as after a force refresh elsewhere). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const ok = { errcode: 0, errmsg: "ok" };

/** The `media` part of a multipart body: its file name, type and size. */
function mediaPart(body: Buffer, contentType: string): StandInRequest["media"] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return null;
  const text = body.toString("latin1");
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const head = /Content-Disposition: form-data; name="media"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)\r\n\r\n/i.exec(part);
    if (head) return { filename: head[1]!, contentType: head[2]!, bytes: part.length - head[0].length - 2 };
  }
  return null;
}

export async function startWechatStandIn(appId: string, secret: string): Promise<WechatStandIn> {
  const requests: StandInRequest[] = [];
  const valid = new Set<string>();
  const refusals = new Map<string, { errcode: number; errmsg: string }>();
  const statuses = new Map<string, number>();
  let n = 0;

  const answer = (req: StandInRequest, type: string): Record<string, unknown> => {
    const j = req.json ?? {};
    if (req.path === "/cgi-bin/stable_token") {
      if (j.grant_type !== "client_credential" || j.appid !== appId) return { errcode: 40013, errmsg: "invalid appid" };
      if (j.secret !== secret) return { errcode: 40125, errmsg: "invalid appsecret" };
      const token = `TOKEN_${++n}`;
      valid.add(token);
      return { access_token: token, expires_in: 7200 };
    }
    if (!valid.has(req.query.access_token ?? "")) return { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" };
    const refusal = refusals.get(req.path);
    if (refusal) {
      refusals.delete(req.path);
      return refusal;
    }
    const bad = (what: string) => ({ errcode: 47001, errmsg: `data format error: ${what}` });
    switch (req.path) {
      case "/cgi-bin/material/add_material":
        if (req.query.type !== "image" || !type.startsWith("multipart/form-data") || !req.media) return bad("media");
        return { media_id: `THUMB_${++n}`, url: `https://mmbiz.qpic.cn/thumb${n}/0` };
      case "/cgi-bin/media/uploadimg":
        if (!req.media || !/^image\/(png|jpeg)$/.test(req.media.contentType)) return { errcode: 40005, errmsg: "invalid file type" };
        return { ...ok, url: `https://mmbiz.qpic.cn/mmbiz_png/img${++n}/0?wx_fmt=png` };
      case "/cgi-bin/draft/add": {
        const a = (j.articles as Record<string, unknown>[] | undefined)?.[0];
        if (!Array.isArray(j.articles) || j.articles.length !== 1 || !a || typeof a.title !== "string" || typeof a.content !== "string" || typeof a.thumb_media_id !== "string") return bad("articles");
        return { media_id: `DRAFT_${++n}` };
      }
      case "/cgi-bin/draft/update":
        if (typeof j.media_id !== "string" || j.index !== 0 || typeof j.articles !== "object" || Array.isArray(j.articles)) return bad("media_id/index/articles");
        return ok;
      case "/cgi-bin/draft/delete":
        return typeof j.media_id === "string" ? ok : bad("media_id");
      case "/cgi-bin/freepublish/submit":
        return typeof j.media_id === "string" ? { ...ok, publish_id: `PUBLISH_${++n}`, msg_data_id: n } : bad("media_id");
      case "/cgi-bin/freepublish/get": {
        if (typeof j.publish_id !== "string") return bad("publish_id");
        const status = statuses.get(j.publish_id) ?? 1;
        return {
          publish_id: j.publish_id, publish_status: status, ...(status === 0 ? { article_id: `ART_${j.publish_id}`, article_detail: { count: 1, item: [{ idx: 1, article_url: `https://mp.weixin.qq.com/s/${j.publish_id}` }] } } : {}),
          fail_idx: status >= 2 && status <= 4 ? [1] : [],
        };
      }
      default:
        return { errcode: 40066, errmsg: "invalid url" };
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://stand-in");
      const type = String(req.headers["content-type"] ?? "");
      let json: Record<string, unknown> | null = null;
      if (type.startsWith("application/json")) {
        try {
          json = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
        } catch {
          json = null;
        }
      }
      const request: StandInRequest = { path: url.pathname, query: Object.fromEntries(url.searchParams), json, media: type.startsWith("multipart/") ? mediaPart(body, type) : null };
      requests.push(request);
      const out = req.method === "POST" ? answer(request, type) : { errcode: 43002, errmsg: "require POST method" };
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    paths: () => requests.map((r) => r.path.replace("/cgi-bin/", "")),
    refuseNext: (path, errcode, errmsg) => refusals.set(`/cgi-bin/${path}`, { errcode, errmsg }),
    setPublishStatus: (publishId, status) => statuses.set(publishId, status),
    revokeTokens: () => valid.clear(),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
