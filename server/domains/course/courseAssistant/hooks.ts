/**
 * 助教 rules (commerce.md §1.10): an assistant's classes must be classes of the same course; the
 * mobile is kept masked for the grid.
 */
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid } from "../../../platform/wire/errors";
import { classesOfCourse } from "../courseClass/ofCourse";

/** 138****5678. */
export function maskedMobile(mobile: unknown): string | null {
  const m = typeof mobile === "string" ? mobile : "";
  return m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : null;
}

export const courseAssistantHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const raw = next.classIds ?? [];
    if (!Array.isArray(raw) || raw.some((id) => !Number.isInteger(id) || Number(id) <= 0)) throw invalid("负责班级须为班级 Id 列表");
    const ids = [...new Set(raw as number[])];
    if (!(await classesOfCourse(tx, Number(next.courseId), ids))) throw invalid("负责班级须为本课程的班级");
    return { ...value, classIds: ids, mobileMasked: maskedMobile(next.mobile) };
  },
};
