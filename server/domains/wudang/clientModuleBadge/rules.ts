/**
 * 客户端更新红点 (commerce.md §6.3): one badge per module and platform, the text a number or text badge
 * shows, 重新点亮 (badgeVersion + 1, so clients that saw it show it again), 上线/下线, placement.
 */
import { clientModuleBadge } from "../../../../src/catalogue/registry";
import { APP_PLATFORMS } from "../../../../src/catalogue/resources/wudang/slotPlacement";
import { byCatalogue, type Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { checkedPlatforms, placementHooks, placementSweeper } from "../../../resources/slotPlacement";

const ALL = APP_PLATFORMS.map((p) => p.value as string);
const moduleLabel = (key: unknown) => clientModuleBadge.fields[0].options.find((o) => o.value === key)?.label ?? String(key);

async function checkBadge(ctx: WriteContext, next: Row): Promise<void> {
  const text = typeof next.badgeText === "string" ? next.badgeText.trim() : "";
  if ((next.badgeType === "NUMBER" || next.badgeType === "TEXT") && text === "") throw invalid("数字、文字样式的红点须填写角标文字");
  if (next.badgeType === "NUMBER" && !/^\d{1,3}\+?$/.test(text)) throw invalid("数字样式的角标文字须是 1–3 位数字（可带 +），如 3、99+");
  const mine = checkedPlatforms(next.platforms);
  const rows = await byCatalogue(ctx.tx).selectFrom(clientModuleBadge.table).select(["Id", "platforms"])
    .where("moduleKey", "=", String(next.moduleKey)).where("Id", "!=", ctx.current ? Number(ctx.current.Id) : 0).execute();
  for (const r of rows) {
    const theirs = typeof r.platforms === "string" ? (JSON.parse(r.platforms) as string[]) : [];
    const shared = (mine.length > 0 ? mine : ALL).filter((p) => theirs.length === 0 || theirs.includes(p));
    if (shared.length > 0) {
      const labels = shared.map((p) => APP_PLATFORMS.find((x) => x.value === p)?.label ?? p).join("、");
      throw invalid(`模块「${moduleLabel(next.moduleKey)}」在「${labels}」已有红点（Id ${String(r.Id)}），每个模块每个平台只能有一个红点`);
    }
  }
}

const hooks = placementHooks({ check: checkBadge });

export const rules = defineRules("clientModuleBadge", (registry: MethodRegistry) => {
  registerResource(registry, clientModuleBadge, {
    ...hooks,
    async beforeWrite(ctx) {
      const value = await (hooks.beforeWrite as NonNullable<typeof hooks.beforeWrite>)(ctx);
      return ctx.mode === "create" ? { ...value, badgeVersion: 1 } : value;
    },
  });
  registerActions(registry, clientModuleBadge, {
    relightClientModuleBadge: ({ current }) => ({ badgeVersion: Number(current.badgeVersion ?? 0) + 1 }),
    setClientModuleBadgeOnline: ({ input }) => ({ online: input.online }),
  }, hooks);
}, { sweepers: [placementSweeper(clientModuleBadge)] });
