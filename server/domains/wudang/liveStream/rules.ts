/**
 * 直播 (commerce.md §6.6): each platform's own address is required; 预告开始 ≤ 开播 < 结束; the 展示状态
 * runs from 预告开始 to 结束 and a cancelled live is offline. 生成推流地址 asks the vendor (liveVendor.ts).
 */
import { liveStream } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { checkPlacement, onlineShown, placementPatch, placementSweeper, type ShownOf } from "../../../resources/slotPlacement";
import { defineRules } from "../../rules";
import { liveVendor } from "./liveVendor";
import { wudangDemoImages } from "./demoImages";

const HOUR = 3_600_000;

export const LIVE_SHOWN: ShownOf = (row: Row) => onlineShown(row) && row.status !== "CANCELLED";

function checkSource(merged: Row): void {
  if (merged.source === "CHANNELS" && !merged.finderUserName) throw invalid("微信视频号直播请填写视频号 ID");
  if (merged.source === "XIAOE" && !merged.externalUrl) throw invalid("小鹅通直播请填写外部链接");
  const play = merged.playUrls as Record<string, unknown> | null | undefined;
  if (play !== null && play !== undefined) {
    const ok = typeof play === "object" && !Array.isArray(play) && ["hls", "flv"].every((k) => play[k] === undefined || (typeof play[k] === "string" && /^https?:\/\//.test(play[k])));
    if (!ok) throw invalid("播放地址应为 {\"hls\": \"https://…\", \"flv\": \"https://…\"}");
  }
}

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  checkSource(merged);
  const scheduled = Number(merged.scheduledAt);
  if (!(Number(merged.endAt) > scheduled)) throw invalid("结束时间须晚于开播时间");
  if (merged.startAt !== null && merged.startAt !== undefined && Number(merged.startAt) > scheduled) throw invalid("预告开始不能晚于开播时间");
  checkPlacement(merged);
  if (ctx.mode === "create") Object.assign(value, { peakViewers: 0, totalViewers: 0 });
  return { ...value, ...placementPatch({ ...merged, ...value }, ctx.call.now(), LIVE_SHOWN) };
}

export const rules = defineRules("liveStream", (registry: MethodRegistry) => {
  registerResource(registry, liveStream, {
    beforeWrite,
    transitions: {
      cancel: ({ input }) => ({ cancelReason: input.reason }),
    },
  });
  registerActions(registry, liveStream, {
    async issueLivePushUrl({ current }) {
      if (current.source !== "SELF") throw precondition(`直播「${String(current.title)}」不是自有直播，没有推流地址`);
      if (current.status !== "SCHEDULED" && current.status !== "LIVE") throw precondition(`直播「${String(current.title)}」已结束或已取消，不能再生成推流地址`);
      // Valid until two hours after the planned end.
      const issued = await liveVendor().issuePushUrl(`live${String(current.Id)}`, Number(current.endAt) + 2 * HOUR);
      return { pushUrl: issued.pushUrl, ...(issued.playUrls ? { playUrls: issued.playUrls } : {}) };
    },
  });
}, { sweepers: [placementSweeper(liveStream, LIVE_SHOWN), wudangDemoImages] });
