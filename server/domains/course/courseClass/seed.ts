import { courseClass, courseStudent, order, shiyCourse, visitor } from "../../../../src/catalogue/registry";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const TERMS = ["春季班", "夏季班", "秋季班", "冬季班"];
const SCHEDULES = ["每周六 19:30–21:00", "每周日 14:00–15:30", "每周三 20:00–21:30", "每周二、四 19:30–20:30"];

type Seat = { visitorId: number; source: string; orderId: number | null; orderNo: string | null; paidAt: number | null };

/**
 * commerce.md §1.4–§1.5 seed: 2–4 classes per academy course spread over the last 12 months (the
 * oldest finished, one under way, the newest enrolling), 20–60 students a class (scaled, at least 2)
 * for a course that is or was on sale (a draft or pending course has empty classes),
 * each an existing visitor seated once per course. A visitor who paid a COURSE order for the course
 * is seated first, as PURCHASE (TEAM_BUY for a team-buy order) pointing at that order; the others are
 * 后台添加/赠送/兑换码/购买 without an order. Students of finished classes mostly graduated; a seat
 * whose validity (validDays from enrolment) has run out is EXPIRED. Counters are written to match.
 */
export const seed = defineSeed({
  resource: courseClass,
  fills: [courseStudent],
  after: ["order", "shiyCourse"],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(courseClass.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await tx.selectFrom(shiyCourse.table).selectAll().orderBy("Id").execute();
    const visitors = (await tx.selectFrom(visitor.table).select(["Id", "uid", "nickName"]).orderBy("Id").execute())
      .map((v) => ({ Id: Number(v.Id), label: `${String(v.nickName ?? "")}（${String(v.uid)}）` }));
    if (visitors.length === 0) return;
    const label = new Map(visitors.map((v) => [v.Id, v.label]));
    const today = shanghaiDate(now);
    for (const [index, course] of courses.entries()) {
      const courseId = Number(course.Id);
      // A course never on sale (草稿, 待审核) has classes open for enrolment but no students yet.
      const onSale = course.status === "PUBLISHED" || course.status === "OFFLINE";
      const limit = Number(course.studentLimit ?? 60);
      const validDays = Number(course.validDays ?? 365);
      const orders = await tx.selectFrom(order.table).select(["Id", "orderNo", "visitorId", "paidAt", "promotionType"])
        .where("orderType", "=", "COURSE").where("courseType", "=", "SHIY").where("courseId", "=", courseId)
        .where("status", "in", ["PAID", "PARTIAL_REFUNDED"]).orderBy("paidAt").orderBy("Id").execute();
      const buyers: Seat[] = [];
      const seen = new Set<number>();
      for (const o of orders) {
        if (seen.has(Number(o.visitorId))) continue;
        seen.add(Number(o.visitorId));
        buyers.push({ visitorId: Number(o.visitorId), source: o.promotionType === "TEAM_BUY" ? "TEAM_BUY" : "PURCHASE", orderId: Number(o.Id), orderNo: String(o.orderNo), paidAt: Number(o.paidAt) });
      }
      const others = visitors.filter((v) => !seen.has(v.Id));
      const nClasses = 2 + Math.floor(random() * 3);
      let studentCount = 0;
      for (let k = 0; k < nClasses; k += 1) {
        // 8–12 weeks long: the older ones from ~360 to ~120 days ago (finished), one started ~50 days ago
        // (under way) when there are three or more, the newest under way or opening in ~20 days.
        const offset = !onSale ? 20 + 14 * k
          : k === nClasses - 1 ? (index % 2 === 0 ? -30 : 20)
            : k === nClasses - 2 && nClasses >= 3 ? -50
              : -360 + Math.round((240 * k) / Math.max(1, nClasses - 2));
        const startAt = now + offset * DAY + Math.floor(random() * 7) * DAY;
        const endAt = startAt + (56 + Math.floor(random() * 5) * 7) * DAY;
        const startDate = shanghaiDate(startAt);
        const endDate = shanghaiDate(endAt);
        const phase = endDate < today ? "FINISHED" : startDate <= today ? "IN_PROGRESS" : "ENROLLING";
        const want = onSale ? Math.max(2, Math.round((20 + Math.floor(random() * 41)) * ctx.scale)) : 0;
        const capacity = Math.min(limit, Math.max(want, 1, phase === "ENROLLING" ? want + 5 : want));
        const seats: Seat[] = [];
        while (seats.length < Math.min(want, capacity) && (buyers.length > 0 || others.length > 0)) {
          if (buyers.length > 0 && (random() < 0.7 || others.length === 0)) seats.push(buyers.shift()!);
          else {
            const v = others.splice(Math.floor(random() * others.length), 1)[0]!;
            const r = random();
            seats.push({ visitorId: v.Id, source: r < 0.4 ? "PURCHASE" : r < 0.65 ? "ADMIN" : r < 0.85 ? "GIFT" : "REDEEM", orderId: null, orderNo: null, paidAt: null });
          }
        }
        const enrolled = seats.length;
        const status = phase !== "ENROLLING" ? phase : enrolled >= capacity ? "FULL" : "ENROLLING";
        const year = startDate.slice(0, 4);
        const term = TERMS[Math.floor(((Number(startDate.slice(5, 7)) + 9) % 12) / 3)]!;
        const classId = await ctx.insert(courseClass, {
          courseId, name: `${year} ${term}·第 ${k + 1} 期`, startDate, endDate, schedule: SCHEDULES[k % SCHEDULES.length],
          teacher: course.artistId ?? null, capacity, enrolledCount: enrolled, liveRoomUrl: course.mode === "RECORDED" ? null : `https://live.moyuan.example/room/${courseId}${k + 1}`,
          status,
        }, { ctime: startAt - 40 * DAY, utime: Math.min(now, startAt) });
        for (const s of seats) {
          // Enrolled in the 30 days before the start (or when the order was paid, if in that window).
          const fallback = startAt - Math.floor(random() * 30) * DAY - Math.floor(random() * DAY);
          const enrolledAt = Math.min(now - DAY, s.paidAt !== null && s.paidAt < startAt + 14 * DAY && s.paidAt > startAt - 60 * DAY ? s.paidAt : fallback);
          const expireAt = validDays > 0 ? enrolledAt + validDays * DAY : null;
          const graduated = phase === "FINISHED" && random() < 0.65;
          const expired = !graduated && expireAt !== null && expireAt < now;
          const progress = graduated ? 100 : phase === "FINISHED" ? 40 + Math.floor(random() * 60) : phase === "IN_PROGRESS" ? Math.floor(random() * 80) : 0;
          await ctx.insert(courseStudent, {
            courseId, classId, visitorId: s.visitorId, visitorName: label.get(s.visitorId) ?? null, source: s.source,
            orderId: s.orderId, orderNo: s.orderNo, enrolledAt, expireAt, progress,
            lastStudyAt: progress > 0 ? Math.min(now - DAY, Math.max(enrolledAt, startAt) + Math.floor(random() * 50) * DAY) : null,
            homeworkDone: 0, status: graduated ? "COMPLETED" : expired ? "EXPIRED" : "LEARNING",
          }, { ctime: enrolledAt });
        }
        studentCount += enrolled;
      }
      await tx.updateTable(shiyCourse.table).set({ studentCount }).where("Id", "=", courseId).execute();
    }
  },
});
