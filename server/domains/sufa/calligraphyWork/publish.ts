/**
 * content.md §0.4 for this library's publishable records: 上架 checks the record is complete, the first
 * 上架 sets publishedAt, 重新上架 keeps it and sets republishedAt; an online record cannot be deleted.
 */
import type { ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import type { TransitionHook } from "../../../resources/transitions";


/** Whether the subject has an HD image whose tiles are ready (contract §1: images point at their subject). */
export async function hasReadyImage(tx: Tx, subjectType: string, subjectId: number): Promise<boolean> {
  const row = await tx.selectFrom("hd_image").select("Id")
    .where("subjectType", "=", subjectType).where("subjectId", "=", subjectId)
    .where("deleted", "=", 0).where("tileStatus", "=", "ready").executeTakeFirst();
  return row !== undefined;
}

/** What a record still lacks before it may go online: the labels of empty required fields. */
export function missingLabels(resource: ResourceDef, row: Row, keys: readonly string[]): string[] {
  return keys.filter((k) => row[k] === null || row[k] === undefined || row[k] === "")
    .map((k) => resource.fields.find((f) => f.key === k)?.label ?? k);
}

/**
 * The 上架 hook of a resource: `check` throws the refusal (Chinese, FAILED_PRECONDITION) when the
 * record may not go online; the first 上架 stamps publishedAt.
 */
export function publishHook(check: (tx: Tx, current: Row) => Promise<void>): TransitionHook {
  return async ({ call, tx, current }) => {
    await check(tx, current);
    return current.publishedAt === null || current.publishedAt === undefined ? { publishedAt: call.now() } : {};
  };
}

/** 重新上架: the same checks, publishedAt kept, republishedAt set. */
export function republishHook(check: (tx: Tx, current: Row) => Promise<void>): TransitionHook {
  return async ({ call, tx, current }) => {
    await check(tx, current);
    return { republishedAt: call.now() };
  };
}

/** Refuses deleting an online record: 下架 first. */
export function refuseOnlineDelete(resource: ResourceDef) {
  return async ({ current }: { current: Row }): Promise<void> => {
    if (current.publishState === "online") {
      throw precondition(`${resource.label}「${String(current[resource.titleField] ?? current.Id)}」已上架，请先下架再删除`);
    }
  };
}

