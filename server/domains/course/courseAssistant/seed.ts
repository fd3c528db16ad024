import { courseAssistant, courseClass, shiyCourse } from "../../../../src/catalogue/registry";
import { maskedMobile } from "./hooks";
import { defineSeed } from "../../../seed/factory";

const PEOPLE = [
  { name: "许若溪", mobile: "13612345601", wechatId: "ruoxi_xu" },
  { name: "唐一帆", mobile: "13812345602", wechatId: "tang-yifan" },
  { name: "温以宁", mobile: "15012345603", wechatId: "wenyining_art" },
  { name: "陆知秋", mobile: "18612345604", wechatId: "lu_zhiqiu" },
  { name: "程晓棠", mobile: "13912345605", wechatId: "xiaotang_c" },
  { name: "邵清和", mobile: "17712345606", wechatId: "shao_qinghe" },
] as const;

/** commerce.md §1.10 seed: 6 assistants, each with 2–3 classes of one course (one stopped). */
export const seed = defineSeed({
  resource: courseAssistant,
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(courseAssistant.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await tx.selectFrom(shiyCourse.table).select("Id").orderBy("Id").execute();
    if (courses.length === 0) return;
    for (const [k, p] of PEOPLE.entries()) {
      const courseId = Number(courses[k % courses.length]!.Id);
      const classes = await tx.selectFrom(courseClass.table).select("Id").where("courseId", "=", courseId).orderBy("Id").execute();
      const classIds = classes.slice(0, 2 + (k % 2)).map((c) => Number(c.Id));
      await ctx.insert(courseAssistant, {
        courseId, name: p.name, mobile: p.mobile, mobileMasked: maskedMobile(p.mobile), wechatId: p.wechatId, classIds,
        intro: `中国美术学院国画系毕业，负责${classIds.length}个班级的答疑与作业初评。`, status: k === 5 ? "INACTIVE" : "ACTIVE",
      });
    }
  },
});
