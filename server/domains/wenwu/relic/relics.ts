/**
 * Relic registration rules (content.md §4.1): the 总登记号 is unique within its holder, a 套 records
 * its actual pieces, and 上架 needs an introduction (and a ready HD image unless free).
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { lockRecord } from "../../../resources/rows";
import { museum, relic } from "../../../../src/catalogue/registry";
import { encodeValue } from "../../../resources/columns";
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid } from "../../../platform/wire/errors";
import { withNames } from "./names";
import { hasText, publishRule, withNewCount } from "./publish";

const notDeleted = encodeValue({ key: "deleted", label: "已删除", kind: "boolean" }, false) as number;

export const relicHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (next.countUnit === "set" && (next.actualCount === null || next.actualCount === undefined)) {
      throw invalid("以「套」计的文物须填写实际数量（一套多件的件数）");
    }
    if (typeof next.actualCount === "number" && typeof next.quantity === "number" && next.countUnit === "set" && next.actualCount < next.quantity) {
      throw invalid(`实际数量（${next.actualCount}）不能少于数量（${next.quantity}）`);
    }
    const registryNo = typeof next.registryNo === "string" ? next.registryNo : null;
    const changed = mode === "create" || value.registryNo !== undefined || value.museumId !== undefined;
    if (registryNo && changed) {
      // The holder's row is the lock two registrations of one number queue on (PostgreSQL).
      const holder = await lockRecord(call, tx, museum, Number(next.museumId));
      let q = tx.selectFrom(relic.table).select(["Id", "name"]).where("museumId", "=", Number(next.museumId))
        .where("registryNo", "=", registryNo).where("deleted", "=", notDeleted);
      if (current) q = q.where("Id", "!=", Number(current.Id));
      const taken = await q.executeTakeFirst();
      if (taken) throw invalid(`${String(holder.name)}已有总登记号为「${registryNo}」的文物「${String(taken.name)}」`);
    }
    return withNewCount(await withNames(tx, value), mode);
  },
  beforeDelete: refuseOnlineDelete(relic),
};

export const relicTransitions = publishRule({
  resource: relic, subjectType: "wenwu",
  missing: (r) => (hasText(r.description) ? [] : ["简介"]),
});
