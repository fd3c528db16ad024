/** Where a recommendation leads (commerce.md §6.2 targetType/targetId): an https address, or the Id of a record that exists. */
import type { ResourceName } from "../../../../src/catalogue/registry";
import { resourceByName } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import { findRecord } from "../../../resources/queries";

/** The resource each target type points at; null where that screen is not built here yet (its Id is taken as given). */
const TARGET_RESOURCES: Readonly<Record<string, ResourceName | null>> = {
  SUHA: "paintingWork",
  HD_ALBUM: "hdAlbum",
  ARTICLE: "article",
  PUBLIC_COURSE: "publicCourse",
  SHIY_COURSE: "shiyCourse",
  COURSE_ACTIVITY: "courseActivity",
  PROJECT: null,
  LIVE: null,
};

export async function checkTarget(tx: Tx, next: Row): Promise<void> {
  const id = String(next.targetId ?? "").trim();
  if (next.targetType === "URL") {
    if (!/^https:\/\/[^\s]+$/.test(id)) throw invalid("跳转类型为网页时，跳转对象须是 https:// 开头的地址");
    return;
  }
  if (!/^[1-9]\d{0,15}$/.test(id)) throw invalid("跳转对象须填写目标的 Id（正整数）");
  const name = TARGET_RESOURCES[String(next.targetType)];
  if (!name) return;
  const resource = resourceByName(name);
  if (!resource) return;
  if (!(await findRecord(tx, resource, Number(id)))) throw invalid(`${resource.label} Id ${id} 不存在`);
}
