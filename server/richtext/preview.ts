import { z } from "zod";
import { levelAtLeast, methodName, type FieldDef } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import { richTextMayShow } from "../../src/catalogue/richTextImages";
import { read, type AuthedCall, type ServerDeps } from "../platform/rpc/call";
import { invalid, notFound, RpcError } from "../platform/wire/errors";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { signFileUrl } from "../platform/storage/policy";
import { sanitizeRichText } from "./sanitize";

/** The object of /course/richTextView (spec §2, commerce.md §1.12): the route's own right is asked first. */
const ROUTE_OBJECT = "shiy";

const input = z.object({
  res: z.string({ error: "请指定资源（res）" }).trim().min(1, "请指定资源（res）").max(64, "资源名过长"),
  Id: z.number({ error: "请指定记录（id）" }).int("记录 Id 必须是整数").positive("记录 Id 必须是正整数"),
  field: z.string({ error: "请指定字段（field）" }).trim().min(1, "请指定字段（field）").max(64, "字段名过长"),
});

/**
 * Stored files in the HTML (`/files/<key>`, as the sanitiser keeps them) as signed URLs the browser can
 * load now — only files of the types this field may show; any other is left unsigned and does not load.
 */
export function signImages(call: Pick<ServerDeps, "secret" | "now">, html: string, mayShow: (key: string) => boolean): string {
  return html.replace(/ src="\/files\/([A-Za-z0-9._/-]+)"/g, (whole, key: string) =>
    (mayShow(key) ? ` src="${signFileUrl(call.secret, key, { now: call.now() }).replaceAll("&", "&amp;")}"` : whole));
}

/**
 * `RichTextServiceAdmin/getRichTextPreview {res, Id, field}`: one rich-text field of one record,
 * sanitised again on the way out (a row written before the sanitiser, or by hand, shows no script
 * either) with its images signed. Needs READ on `shiy` (the route) and on the resource's own object;
 * the record is read through the resource's own `get` method, so that its row scope holds too.
 */
export function registerRichTextPreview(registry: MethodRegistry): void {
  registry.add(method({
    service: "RichTextServiceAdmin", method: "getRichTextPreview", access: read(ROUTE_OBJECT), input,
    async handler(call, { res, Id, field: key }) {
      const resource = resourceByName(res);
      if (!resource) throw invalid(`未知的资源：${res}`);
      const field = resource.fields.find((f: FieldDef) => f.key === key);
      if (!field) throw invalid(`${resource.label}没有字段：${key}`);
      if (field.kind !== "richText") throw invalid(`${resource.label}的「${field.label}」不是富文本字段`);
      if (!levelAtLeast(call.user.rights[resource.access], "READ")) throw new RpcError("PERMISSION_DENIED", `没有查看${resource.label}的权限`);
      const get = registry.get(`${resource.service}/${methodName(resource, "get")}`);
      if (!get || !resource.ops.includes("get")) throw notFound(`${resource.label}不能按 Id 查看`);
      const answer = await (get.handler as (c: AuthedCall, i: { Id: number }) => Promise<{ data?: Record<string, unknown> }>)(call, { Id });
      const record = answer.data;
      if (!record) throw notFound(`${resource.label}不存在`);
      const stored = record[field.key];
      const html = typeof stored === "string" ? signImages(call, sanitizeRichText(stored), (k) => richTextMayShow(field, resource.access, k)) : "";
      return {
        data: {
          resourceLabel: resource.label, fieldLabel: field.label, Id,
          title: String(record[resource.titleField] ?? ""), html,
        },
      };
    },
  }));
}
