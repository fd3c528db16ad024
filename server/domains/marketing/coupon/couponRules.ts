import { invalid, precondition } from "../../../platform/wire/errors";
import { shanghaiDayStart } from "../../../../src/catalogue/kinds/shanghai";


/** The shape rules of a coupon template (commerce.md §4.6), checked on the record as it will be. */
export function checkCouponShape(next: Record<string, unknown>): void {
  const threshold = Number(next.thresholdFen ?? 0);
  if (next.type === "FULL_REDUCTION") {
    if (!next.thresholdFen || !next.reduceFen) throw invalid("满减券请填写使用门槛和减免金额");
    if (Number(next.reduceFen) >= threshold) throw invalid("满减券的减免金额须低于使用门槛");
  } else if (next.type === "DISCOUNT") {
    if (!next.discountRate) throw invalid("折扣券请填写折扣（1 折到 9.9 折，如 8.5）");
  } else if (next.type === "NO_THRESHOLD") {
    if (!next.reduceFen) throw invalid("无门槛券请填写减免金额");
    if (threshold !== 0) throw invalid("无门槛券的使用门槛须为 0");
  }
  if (next.scope === "SELECTED") {
    const ids = next.goodsIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => !Number.isInteger(id) || (id as number) < 1)) {
      throw invalid("指定课程时请填写课程 Id 列表，如 [1, 3]");
    }
  }
  if (Number(next.claimEndAt) <= Number(next.claimStartAt)) throw invalid("领取截止须晚于领取开始");
  if (next.validType === "FIXED") {
    if (next.validFrom === null || next.validFrom === undefined || next.validTo === null || next.validTo === undefined) throw invalid("固定时间的券请填写用券开始和截止");
    if (Number(next.validTo) <= Number(next.validFrom)) throw invalid("用券截止须晚于用券开始");
  } else if (next.validType === "RELATIVE" && !next.validDays) {
    throw invalid("领取后 N 天有效的券请填写有效天数");
  }
}

/** What may change once a template has been started: not its type; its quantity only upwards. */
export function checkCouponUpdate(current: Record<string, unknown>, next: Record<string, unknown>): void {
  if (current.status !== "DRAFT" && next.type !== current.type) throw precondition("已开始发放的券不能修改券类型");
  if (Number(next.totalQuantity) < Number(current.totalQuantity)) throw precondition("发放总量只能增加");
  if (current.status === "ENDED") throw precondition("已结束的券不能修改");
}

const DAY = 86_400_000;

/** A claim's usable window: the template's fixed one, or N natural days to 23:59:59 Beijing time (§4.6). */
export function claimWindow(coupon: Record<string, unknown>, at: number): { validFrom: number; validTo: number } {
  if (coupon.validType === "FIXED") return { validFrom: Number(coupon.validFrom), validTo: Number(coupon.validTo) };
  const dayStart = shanghaiDayStart(at);
  return { validFrom: at, validTo: dayStart + Number(coupon.validDays) * DAY - 1000 };
}

/** 8-digit uids from what staff pasted (newlines, spaces, commas, 、 or ；), each once. */
export function parseUids(text: string): number[] {
  const parts = text.split(/[\s,，;；、]+/).filter((p) => p !== "");
  const bad = parts.filter((p) => !/^\d{8}$/.test(p));
  if (bad.length > 0) throw invalid(`用户编号须为 8 位数字：${bad.slice(0, 5).join("、")}${bad.length > 5 ? " 等" : ""}`);
  return [...new Set(parts.map(Number))];
}
