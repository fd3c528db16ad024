import { courseClass, courseStudent, shiyCourse, visitor } from "../../../../src/catalogue/registry";
import { classForTime, courseOrders, placeOrders, writeOrderClasses } from "../../../seed/commerce/courseSeats";
import { orderToLeaveUnseated } from "../../../seed/commerce/unseatedOrder";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const TERMS = ["春季班", "夏季班", "秋季班", "冬季班"];
const SCHEDULES = ["每周六 19:30–21:00", "每周日 14:00–15:30", "每周三 20:00–21:30", "每周二、四 19:30–20:30"];

type Seat = { visitorId: number; source: string; orderId: number | null; orderNo: string | null; paidAt: number | null; removed: boolean };

/**
 * commerce.md §1.4–§1.5 seed: 2–4 classes per academy course spread over the last 12 months (the
 * oldest finished, one under way, the newest enrolling), 20–60 students a class (scaled, at least 2)
 * for a course that is or was on sale (a draft or pending course has empty classes),
 * each an existing visitor seated once per course. Every paid COURSE order for the course has its
 * seat, as PURCHASE (TEAM_BUY for a team-buy order) naming the order, in the class the order names
 * (REMOVED when the order was fully refunded with 收回权益; see server/seed/commerce/courseSeats.ts);
 * the others are 后台添加/赠送/兑换码 without an order. Students of finished classes mostly graduated;
 * a seat whose validity (validDays from enrolment) has run out is EXPIRED. Counters are written to match.
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
    let leftUnseated = false;
    for (const [index, course] of courses.entries()) {
      const courseId = Number(course.Id);
      // A course never on sale (草稿, 待审核) has classes open for enrolment but no students yet.
      const onSale = course.status === "PUBLISHED" || course.status === "OFFLINE";
      const limit = Number(course.studentLimit ?? 60);
      const validDays = Number(course.validDays ?? 365);
      const { paid, closed } = await courseOrders(tx, courseId);
      const buyers = new Set(paid.map((o) => Number(o.visitorId)));
      const others = visitors.filter((v) => !buyers.has(v.Id));
      const nClasses = 2 + Math.floor(random() * 3);
      const plans = Array.from({ length: nClasses }, (_, k) => {
        // 8–12 weeks long: the older ones from ~360 to ~120 days ago (finished), one started ~50 days ago
        // (under way) when there are three or more, the newest under way or opening in ~20 days.
        const offset = !onSale ? 20 + 14 * k
          : k === nClasses - 1 ? (index % 2 === 0 ? -30 : 20)
            : k === nClasses - 2 && nClasses >= 3 ? -50
              : -360 + Math.round((240 * k) / Math.max(1, nClasses - 2));
        const startAt = now + offset * DAY + Math.floor(random() * 7) * DAY;
        const endAt = startAt + (56 + Math.floor(random() * 5) * 7) * DAY;
        const want = onSale ? Math.max(2, Math.round((20 + Math.floor(random() * 41)) * ctx.scale)) : 0;
        return { startAt, endAt, want, capacity: limit };
      });
      // Every paid order sits in the class it was bought for (courseSeats.ts); the rest of a class is filled with staff-added seats.
      // One order of the world stays 未发放 (its class was full when it was paid) for 补发权益 to seat.
      const unseated = leftUnseated || !onSale ? null : orderToLeaveUnseated(paid, plans, now);
      if (unseated) leftUnseated = true;
      const { seats: orderSeats, unplaced } = placeOrders(paid.filter((o) => o !== unseated), plans);
      if (unseated) unplaced.push(unseated);
      const classIds: number[] = [];
      let studentCount = 0;
      for (const [k, plan] of plans.entries()) {
        const { startAt, endAt, want } = plan;
        const startDate = shanghaiDate(startAt);
        const endDate = shanghaiDate(endAt);
        const phase = endDate < today ? "FINISHED" : startDate <= today ? "IN_PROGRESS" : "ENROLLING";
        const seats: Seat[] = orderSeats[k]!.map((s) => ({ ...s, paidAt: s.paidAt }));
        const activeOf = () => seats.filter((s) => !s.removed).length;
        const bought = activeOf();
        const capacity = Math.min(limit, Math.max(want, bought, 1, phase === "ENROLLING" ? want + 5 : want));
        while (activeOf() < Math.min(want, capacity) && others.length > 0) {
          const v = others.splice(Math.floor(random() * others.length), 1)[0]!;
          const r = random();
          // A 购买 seat always names its order: seats without one are staff's (后台添加), gifts or redeemed codes.
          seats.push({ visitorId: v.Id, source: r < 0.5 ? "ADMIN" : r < 0.8 ? "GIFT" : "REDEEM", orderId: null, orderNo: null, paidAt: null, removed: false });
        }
        const enrolled = activeOf();
        const status = phase !== "ENROLLING" ? phase : enrolled >= capacity ? "FULL" : "ENROLLING";
        const year = startDate.slice(0, 4);
        const term = TERMS[Math.floor(((Number(startDate.slice(5, 7)) + 9) % 12) / 3)]!;
        const classId = await ctx.insert(courseClass, {
          courseId, name: `${year} ${term}·第 ${k + 1} 期`, startDate, endDate, schedule: SCHEDULES[k % SCHEDULES.length],
          teacher: course.artistId ?? null, capacity, enrolledCount: enrolled, liveRoomUrl: course.mode === "RECORDED" ? null : `https://live.moyuan.example/room/${courseId}${k + 1}`,
          status,
        }, { ctime: startAt - 40 * DAY, utime: Math.min(now, startAt) });
        classIds.push(classId);
        for (const s of seats) {
          // An order's seat was taken when it was paid; the others in the 30 days before the start.
          const fallback = startAt - Math.floor(random() * 30) * DAY - Math.floor(random() * DAY);
          const enrolledAt = s.paidAt ?? Math.min(now - DAY, fallback);
          const expireAt = validDays > 0 ? enrolledAt + validDays * DAY : null;
          const graduated = !s.removed && phase === "FINISHED" && random() < 0.65;
          const expired = !graduated && expireAt !== null && expireAt < now;
          const progress = graduated ? 100 : phase === "FINISHED" ? 40 + Math.floor(random() * 60) : phase === "IN_PROGRESS" ? Math.floor(random() * 80) : 0;
          await ctx.insert(courseStudent, {
            courseId, classId, visitorId: s.visitorId, visitorName: label.get(s.visitorId) ?? null, source: s.source,
            orderId: s.orderId, orderNo: s.orderNo, enrolledAt, expireAt, progress,
            lastStudyAt: progress > 0 ? Math.max(enrolledAt, Math.min(now - DAY, Math.max(enrolledAt, startAt) + Math.floor(random() * 50) * DAY)) : null,
            homeworkDone: 0, status: s.removed ? "REMOVED" : graduated ? "COMPLETED" : expired ? "EXPIRED" : "LEARNING",
            removeReason: s.removed ? `订单「${String(s.orderNo)}」全额退款，收回权益` : null,
          }, { ctime: enrolledAt });
        }
        studentCount += enrolled;
      }
      const classOf = new Map<number, number>();
      orderSeats.forEach((list, k) => list.forEach((s) => classOf.set(s.orderId, classIds[k]!)));
      for (const o of [...closed, ...unplaced]) classOf.set(Number(o.Id), classIds[classForTime(plans, Number(o.ctime))]!);
      await writeOrderClasses(tx, classOf, unplaced);
      await tx.updateTable(shiyCourse.table).set({ studentCount }).where("Id", "=", courseId).execute();
    }
  },
});
