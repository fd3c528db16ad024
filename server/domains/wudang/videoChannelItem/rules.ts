/** 视频号 (commerce.md §6.9): a video needs its feedId, a live its feedId and nonceId; 上线/下线, placement. */
import { videoChannelItem } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { placementHooks, placementSweeper } from "../../../resources/slotPlacement";

function checkItem(next: Row): void {
  const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
  if (!/^sph[0-9A-Za-z_]+$/.test(String(next.finderUserName ?? ""))) throw invalid("视频号 ID 须以 sph 开头，只含字母、数字和下划线");
  if ((next.type === "FEED" || next.type === "LIVE") && !filled(next.feedId)) throw invalid("视频、直播须填写视频 feedId");
  if (next.type === "LIVE" && !filled(next.nonceId)) throw invalid("直播须填写 nonceId");
}

const hooks = placementHooks({ check: (_ctx, next) => checkItem(next) });

export const rules = defineRules("videoChannelItem", (registry: MethodRegistry) => {
  registerResource(registry, videoChannelItem, hooks);
  registerActions(registry, videoChannelItem, { setVideoChannelItemOnline: ({ input }) => ({ online: input.online }) }, hooks);
}, { sweepers: [placementSweeper(videoChannelItem)] });
