import { z } from "zod";
import { SIGNED_IN, type AuthedCall } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { RpcError, invalid, notFound } from "../platform/wire/errors";

/**
 * SavedViewServiceAdmin (issue 22): a user's named views of a screen — filters, sort and columns — kept
 * on the server so that they follow the user to another browser. Every user reads and changes only
 * their own rows; a name is unique per user and screen.
 */
const SERVICE = "SavedViewServiceAdmin";
/** How many views one user keeps for one screen: a palette of them stays readable. */
export const MAX_VIEWS_PER_SCREEN = 30;
const MAX_STATE_CHARS = 20_000;

const screen = z.string({ error: "请指定页面（screen）" }).trim().min(1, "请指定页面（screen）").max(200, "页面地址过长")
  .regex(/^\/[\w/-]*$/, "页面地址不正确");
const name = z.string({ error: "请填写视图名称" }).trim().min(1, "请填写视图名称").max(40, "视图名称不能超过 40 个字");
const id = z.number({ error: "请指定视图 Id" }).int("视图 Id 必须是整数").positive("视图 Id 必须是正整数");
/** What a view restores: filters as the list sends them, the sort and the shown columns. */
const state = z.strictObject({
  filters: z.record(z.string(), z.unknown(), { error: "筛选条件不正确" }).default({}),
  sort: z.object({ by: z.string().max(64), order: z.enum(["ascend", "descend"]) }, { error: "排序不正确" }).optional(),
  columns: z.array(z.string().max(64), { error: "列不正确" }).max(200, "列过多").optional(),
}, { error: (issue) => (issue.code === "unrecognized_keys" ? "视图内容有不认识的项" : "请指定视图内容（state）") });

const listInput = z.object({ screen });
const saveInput = z.object({ screen, name, state, Id: id.optional() });
const deleteInput = z.object({ Id: id });

interface SavedViewRow { Id: number; userId: number; screen: string; name: string; state: string; ctime: number; utime: number }

function toView(row: SavedViewRow) {
  return { Id: Number(row.Id), screen: row.screen, name: row.name, state: JSON.parse(row.state) as unknown, ctime: Number(row.ctime), utime: Number(row.utime) };
}

const taken = (n: string) => new RpcError("ALREADY_EXISTS", `已有名为「${n}」的视图，请换一个名称`);

async function ownRow(call: AuthedCall, Id: number): Promise<SavedViewRow> {
  const row = await call.db.selectFrom("saved_view").selectAll().where("Id", "=", Id).where("userId", "=", call.user.Id).executeTakeFirst();
  // Another user's view answers as a missing one: its existence is not theirs to learn.
  if (!row) throw notFound("视图不存在或已删除");
  return row as unknown as SavedViewRow;
}

export function registerSavedViews(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "listSavedView", access: SIGNED_IN, input: listInput,
    async handler(call, input) {
      const rows = await call.db.selectFrom("saved_view").selectAll()
        .where("userId", "=", call.user.Id).where("screen", "=", input.screen).orderBy("name").orderBy("Id").execute();
      return { data: (rows as unknown as SavedViewRow[]).map(toView) };
    },
  }));
  registry.add(method({
    service: SERVICE, method: "saveSavedView", access: SIGNED_IN, input: saveInput,
    async handler(call, input) {
      const json = JSON.stringify(input.state);
      if (json.length > MAX_STATE_CHARS) throw invalid("视图内容过长");
      return call.db.transaction().execute(async (tx) => {
        const same = await tx.selectFrom("saved_view").select("Id")
          .where("userId", "=", call.user.Id).where("screen", "=", input.screen).where("name", "=", input.name).executeTakeFirst();
        if (same && Number(same.Id) !== input.Id) throw taken(input.name);
        const now = call.now();
        if (input.Id !== undefined) {
          const own = await ownRow({ ...call, db: tx }, input.Id);
          if (own.screen !== input.screen) throw invalid("视图不属于这个页面");
          await tx.updateTable("saved_view").set({ name: input.name, state: json, utime: now }).where("Id", "=", input.Id).execute();
          return { data: toView({ ...own, name: input.name, state: json, utime: now }) };
        }
        const count = await tx.selectFrom("saved_view").select((eb) => eb.fn.countAll().as("n"))
          .where("userId", "=", call.user.Id).where("screen", "=", input.screen).executeTakeFirstOrThrow();
        if (Number(count.n) >= MAX_VIEWS_PER_SCREEN) throw invalid(`每个页面最多保存 ${MAX_VIEWS_PER_SCREEN} 个视图，请先删除不用的视图`);
        const row = await tx.insertInto("saved_view").values({ userId: call.user.Id, screen: input.screen, name: input.name, state: json, ctime: now, utime: now })
          .returningAll().executeTakeFirstOrThrow();
        return { data: toView(row as unknown as SavedViewRow) };
      });
    },
  }));
  registry.add(method({
    service: SERVICE, method: "deleteSavedView", access: SIGNED_IN, input: deleteInput,
    async handler(call, input) {
      await ownRow(call, input.Id);
      await call.db.deleteFrom("saved_view").where("Id", "=", input.Id).where("userId", "=", call.user.Id).execute();
      return { data: { Id: input.Id } };
    },
  }));
}
