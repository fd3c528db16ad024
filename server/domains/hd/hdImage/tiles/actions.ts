import type { ResourceDef } from "../../../../../src/catalogue";
import { hdImage } from "../../../../../src/catalogue/registry";
import { TILE_STATUSES } from "../../../../../src/catalogue/resources/hd/hdEnums";
import { actorOf, lockRow } from "../../../../resources/rows";
import type { Row } from "../../../../platform/db/types";
import type { ActionContext, ActionHandler } from "../../../../resources/actions";
import { invalid, precondition } from "../../../../platform/wire/errors";
import { filePathOf, keyProblem } from "../../../../platform/storage/store";
import { inspectMasterType } from "./masterType";
import { tilingJobPatch, tilingUnderWay } from "./queue";

/** The row actions of hdImage the tiler owns (their handlers below). */
export const TILE_ACTION_NAMES = ["generateTiles", "regenerateTiles", "clearTiles"] as const;

/** A resource with only the named actions, for registering one helper's handlers beside another's. */
export function withActions(resource: ResourceDef, names: readonly string[]): ResourceDef {
  return { ...resource, actions: (resource.actions ?? []).filter((a) => names.includes(a.name)) };
}

/** The same resource without the named actions (what another owner of hdImage's actions registers). */
export function withoutActions(resource: ResourceDef, names: readonly string[]): ResourceDef {
  return { ...resource, actions: (resource.actions ?? []).filter((a) => !names.includes(a.name)) };
}

const statusLabel = (value: unknown) => TILE_STATUSES.find((s) => s.value === value)?.label ?? String(value);
const titleOf = (row: Row) => String(row.title ?? row.Id);

/** Refuses (INVALID_ARGUMENT) a master file whose real type is not TIFF, JPEG or PNG, before any tiling. */
export async function assertMasterIsImage(dataDir: string, key: unknown): Promise<void> {
  if (typeof key !== "string" || keyProblem(key)) throw invalid("原图文件无效，请重新上传");
  const problem = await inspectMasterType(filePathOf(dataDir, key));
  if (problem) throw invalid(problem);
}

async function queue(ctx: ActionContext, allowed: readonly string[], hint: string): Promise<Record<string, unknown>> {
  const { call, tx } = ctx;
  // Locked: of two concurrent requests for one image, the second waits here, then finds the first's job.
  const current = await lockRow(tx, hdImage, Number(ctx.current.Id));
  if (!allowed.includes(String(current.tileStatus ?? "none"))) {
    if (await tilingUnderWay(tx, current)) throw precondition(`高清图「${titleOf(current)}」已在${statusLabel(current.tileStatus)}，无需重复提交`);
    throw precondition(`高清图「${titleOf(current)}」当前为「${statusLabel(current.tileStatus ?? "none")}」，${hint}`);
  }
  await assertMasterIsImage(call.config.dataDir, current.masterFile);
  return tilingJobPatch(tx, current, actorOf(call), call.now());
}

const generateTiles: ActionHandler = (ctx) => queue(ctx, ["none"], "只有未切片的图可以生成切片（已就绪或失败的图请用「重新切片」）");

const regenerateTiles: ActionHandler = (ctx) => queue(ctx, ["ready", "failed"], "只有已就绪或失败的图可以重新切片");

/** Ready → none; the pyramid folder goes when no image uses it (see sweepUnusedPyramids). */
const clearTiles: ActionHandler = async ({ tx, current: read }) => {
  const current = await lockRow(tx, hdImage, Number(read.Id));
  if (current.tileStatus !== "ready") throw precondition(`高清图「${titleOf(current)}」当前为「${statusLabel(current.tileStatus ?? "none")}」，只有已就绪的切片可以清除`);
  if (current.publishState === "online") throw precondition(`高清图「${titleOf(current)}」已上架，请先下架再清除切片`);
  return { tileStatus: "none", tileKey: null, tileProgress: 0, tileError: null };
};

export const TILE_ACTION_HANDLERS: Readonly<Record<(typeof TILE_ACTION_NAMES)[number], ActionHandler>> = { generateTiles, regenerateTiles, clearTiles };
