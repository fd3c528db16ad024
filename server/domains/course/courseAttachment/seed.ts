import { courseAttachment, courseClass, shiyCourse } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const FILES = [
  { title: "临摹范本（高清）", ext: "pdf", fileType: "PDF", size: 18_400_000 },
  { title: "白描线稿", ext: "jpg", fileType: "IMAGE", size: 3_200_000 },
  { title: "颜料与工具清单", ext: "pdf", fileType: "PDF", size: 420_000 },
  { title: "课堂示范步骤图", ext: "png", fileType: "IMAGE", size: 5_600_000 },
  { title: "历代名作图录", ext: "pdf", fileType: "PDF", size: 46_000_000 },
  { title: "练习用格子纸", ext: "pdf", fileType: "PDF", size: 260_000 },
] as const;

/** commerce.md §1.9 seed: 3–6 attachments a course (范本 PDF, 线稿 JPG, 颜料清单 …), some limited to one class. */
export const seed = defineSeed({
  resource: courseAttachment,
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(courseAttachment.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await tx.selectFrom(shiyCourse.table).select("Id").orderBy("Id").execute();
    for (const course of courses) {
      const classes = await tx.selectFrom(courseClass.table).select("Id").where("courseId", "=", Number(course.Id)).orderBy("Id").execute();
      const n = 3 + Math.floor(random() * 4);
      for (let k = 0; k < n; k += 1) {
        const f = FILES[k]!;
        const at = now - (200 - k * 20) * DAY;
        const limited = classes.length > 0 && random() < 0.25 ? Number(classes[classes.length - 1]!.Id) : null;
        await ctx.insert(courseAttachment, {
          courseId: Number(course.Id), title: f.title, file: `course/attachments/${String(course.Id)}/${k + 1}.${f.ext}`, fileType: f.fileType,
          size: f.size + Math.floor(random() * 10_000), visibleTo: k === 2 ? "ALL" : "ENROLLED", classId: limited, sort: (n - k) * 10,
          downloadCount: Math.floor(random() * 400),
        }, { ctime: at });
      }
    }
  },
});
