/** Rules of calligraphy works (content.md §2.1): what 上架 needs, deletion while online, contributor counts. */
import { refuseOnlineDelete } from "../../../resources/publish";
import { calligraphyWork, contributor } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks } from "../../../resources/publish";
import { lockArtists, recountWorks } from "../../suha/ancientArtist/artistDict";
import { lockRowById } from "../hotArtist/locks";
import { hasReadyImage, missingLabels } from "./publish";
import { precondition } from "../../../platform/wire/errors";

/** Filled before 上架 besides the fields the catalogue already requires on create. */
const PUBLISH_REQUIRED = ["title", "artistId", "age", "script", "carrier", "accessLevel", "cover"] as const;

/** Refuses 上架 of an incomplete work, or of a 会员/内部 work without an HD image ready to view. */
export async function checkWorkPublishable(tx: Tx, current: Row): Promise<void> {
  const title = String(current.title);
  const missing = missingLabels(calligraphyWork, current, PUBLISH_REQUIRED);
  if (missing.length > 0) throw precondition(`书法作品「${title}」不能上架：请先填写${missing.join("、")}`);
  if (current.accessLevel !== "free" && !(await hasReadyImage(tx, "sufa", Number(current.Id)))) {
    throw precondition(`书法作品「${title}」为${current.accessLevel === "vip" ? "会员" : "仅内部"}作品，须有切片已就绪的高清图才能上架`);
  }
}

/** Recounts a contributor's works (locked first, so concurrent writes count one after the other). */
export async function recountContributor(tx: Tx, contributorId: unknown): Promise<void> {
  if (typeof contributorId !== "number") return;
  if (!(await lockRowById(tx, contributor.table, contributorId))) return;
  const row = await tx.selectFrom(calligraphyWork.table).select((eb) => eb.fn.countAll<number>().as("n"))
    .where("contributorId", "=", contributorId).where("deleted", "=", 0).executeTakeFirstOrThrow();
  await tx.updateTable(contributor.table).set({ workCount: Number(row.n) }).where("Id", "=", contributorId).execute();
}

const onlineDelete = refuseOnlineDelete(calligraphyWork);

/** An ancient artist's workCount counts calligraphy too (server/suha/artistDict.ts): artists locked before the work, as paintings do. */
export const workHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    await lockArtists(tx, [current?.artistId, value.artistId]);
    return value;
  },
  async afterWrite({ tx, current, record }) {
    if (current?.contributorId !== record.contributorId) await recountContributor(tx, current?.contributorId);
    await recountContributor(tx, record.contributorId);
    if (current?.artistId !== record.artistId) await recountWorks(tx, [current?.artistId as number | undefined, record.artistId as number]);
  },
  async beforeDelete(ctx) {
    await lockArtists(ctx.tx, [ctx.current.artistId]);
    await onlineDelete(ctx);
  },
  async afterDelete({ tx, current }) {
    await recountContributor(tx, current.contributorId);
    await recountWorks(tx, [current.artistId as number]);
  },
};

export const workTransitions = publishHooks(({ tx, current }) => checkWorkPublishable(tx, current));
