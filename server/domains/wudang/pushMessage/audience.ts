/** The checks of a push's content (commerce.md §6.12) and the JPush request made from a record. */
import type { Row } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import type { PushRequest } from "./jpush";

const PLATFORMS = ["IOS", "ANDROID"];
/** JPush's limits per push: 20 tags, 1 000 aliases. */
const MAX_TAGS = 20;
const MAX_ALIASES = 1000;

const list = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === "string" && x.trim() !== "") ? (v as string[]) : null);

/** The audience values of a record, refused when they do not fit its type. */
export function audienceOf(row: Row): PushRequest["audience"] {
  const v = row.audienceValue;
  switch (row.audienceType) {
    case "ALL":
      return "all";
    case "TAG": {
      const tags = list(v);
      if (!tags || tags.length === 0) throw invalid("推送对象为标签时，对象值应为标签列表，如 [\"vip\", \"svip\"]");
      if (tags.length > MAX_TAGS) throw invalid(`一次推送最多 ${MAX_TAGS} 个标签，现有 ${tags.length} 个`);
      return { tag: tags };
    }
    case "ALIAS": {
      const uids = list(v);
      if (!uids || uids.length === 0) throw invalid("推送对象为指定用户时，对象值应为用户编号列表，如 [\"10238745\"]");
      if (uids.length > MAX_ALIASES) throw invalid(`一次推送最多 ${MAX_ALIASES} 个用户，现有 ${uids.length} 个`);
      const bad = uids.find((u) => !/^\d{8}$/.test(u));
      if (bad !== undefined) throw invalid(`用户编号应为 8 位数字：${bad}`);
      return { alias: uids };
    }
    case "SEGMENT": {
      const seg = v as { segmentId?: unknown } | null;
      if (!seg || typeof seg !== "object" || typeof seg.segmentId !== "string" || seg.segmentId === "") throw invalid("推送对象为用户分群时，对象值应为 {\"segmentId\": \"…\"}");
      return { segment: [seg.segmentId] };
    }
    default:
      throw invalid("请选择推送对象");
  }
}

/** Refuses what JPush would refuse or the app could not open. */
export function checkPushContent(row: Row): void {
  const platforms = list(row.platforms) ?? [];
  if (platforms.length === 0) throw invalid("请至少选择一个推送平台（IOS、ANDROID）");
  const unknown = platforms.filter((p) => !PLATFORMS.includes(p));
  if (unknown.length > 0) throw invalid(`未知的推送平台：${unknown.join("、")}（可选 IOS、ANDROID）`);
  audienceOf(row);
  const landing = typeof row.landingId === "string" ? row.landingId.trim() : "";
  if (row.landingType !== "HOME" && landing === "") throw invalid("跳转到首页以外时请填写跳转目标");
  if (row.landingType === "URL" && !/^https:\/\/[^\s]+$/.test(landing)) throw invalid("网页跳转地址须以 https:// 开头");
  if (row.landingType !== "URL" && row.landingType !== "HOME" && !/^\d+$/.test(landing)) throw invalid("作品、课程、直播、活动的跳转目标应为编号（数字）");
  if (row.sendType === "SCHEDULED" && (row.scheduledAt === null || row.scheduledAt === undefined)) throw invalid("定时发送请填写定时时间");
}

/** The JPush request of a record (apnsProduction false only for test pushes). */
export function requestOf(row: Row, over: Partial<PushRequest> = {}): PushRequest {
  return {
    platforms: list(row.platforms) ?? [], audience: audienceOf(row), title: String(row.title), content: String(row.content),
    extras: { landingType: String(row.landingType), ...(row.landingId ? { landingId: String(row.landingId) } : {}), pushNo: String(row.pushNo ?? "") },
    timeToLive: row.timeToLive === null || row.timeToLive === undefined ? 86_400 : Number(row.timeToLive),
    apnsProduction: row.apnsProduction !== false && row.apnsProduction !== 0,
    ...over,
  };
}

/** The devices a push aims at, where known before the provider reports it (a list of users). */
export function estimatedTargets(row: Row): number | null {
  return row.audienceType === "ALIAS" ? (list(row.audienceValue) ?? []).length : null;
}
