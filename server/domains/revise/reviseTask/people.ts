/** Who may be given a revise task: an active console user who may draw (W(hdpic)); a reviewer may review (W(suha)). */
import { canWrite } from "../../../../src/acl/rights";
import type { AccessObject, Rights } from "../../../../src/catalogue";
import { consoleUser } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";

/** Refuses (INVALID_ARGUMENT) a user who is missing, disabled or lacks W(`object`). */
export async function checkPerson(tx: Tx, userId: unknown, object: AccessObject, what: string): Promise<{ Id: number; userName: string; nickName: string }> {
  const row = await byCatalogue(tx).selectFrom(consoleUser.table).selectAll().where("Id", "=", Number(userId)).executeTakeFirst();
  if (!row) throw invalid(`${what}（Id ${String(userId)}）不存在`);
  const user = decodeRow(consoleUser.fields, row);
  const name = String(user.nickName || user.userName);
  if (user.state !== "ACTIVE") throw invalid(`${what}「${name}」已停用`);
  const rights = (user.acl as { rights?: Rights } | null)?.rights;
  if (!canWrite(rights, object)) throw invalid(`${what}「${name}」没有${object === "hdpic" ? "高清图" : "书画"}写权限，不能${what === "标注员" ? "标注" : "审核"}`);
  return { Id: Number(user.Id), userName: String(user.userName), nickName: name };
}
