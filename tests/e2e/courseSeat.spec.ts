import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * A course seat follows the money (issue 25): customer service refunds a paid academy course order in
 * full with 收回权益 from /order/course by keyboard, then opens the class's students and finds the
 * buyer's seat 已移出 and the class's count one lower.
 */
test("/order/course: 退款 in full with 收回权益 → the class's students show the seat 已移出", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
  const found = await call("OrderServiceAdmin/listOrder", {
    cond: { jsonq: JSON.stringify({ orderType: "COURSE", courseType: "SHIY", status: "PAID", fulfilStatus: "DONE", payChannel: "WXPAY" }) }, page: { skip: 0, limit: 1 },
  });
  const order = found.data[0] as { Id: number; orderNo: string; payAmount: number; classId: number; courseId: number };
  const seatOf = async () => (await call("CourseServiceAdmin/listCourseStudent", { cond: { jsonq: JSON.stringify({ orderNo: order.orderNo }) } })).data[0] as { Id: number; status: string };
  const enrolledOf = async () => Number(((await call("CourseServiceAdmin/getCourseClass", { Id: order.classId })).data as { enrolledCount: number }).enrolledCount);
  const seat = await seatOf();
  expect(seat.status).not.toBe("REMOVED");
  const before = await enrolledOf();

  await page.goto(`/order/course?open=${order.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(order.orderNo);
  await expect(editor.locator("[data-offer='transition:refund']")).toContainText("T");
  await page.keyboard.press("t");
  const form = page.getByTestId("action-form");
  await expect(form).toBeVisible();
  await expect(form.getByLabel("退款金额")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type((order.payAmount / 100).toFixed(2));
  await form.getByLabel("退款原因", { exact: true }).selectOption({ label: "用户申请" });
  await form.getByLabel("退款方式").selectOption({ label: "登记线下退款" });
  await form.getByLabel("渠道退款单号").fill("50300000012026112200000000088");
  const revoke = form.getByLabel("收回权益");
  await revoke.focus();
  if (!(await revoke.isChecked())) await page.keyboard.press("Space");
  await expect(revoke).toBeChecked();
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await page.goto(`/order/course?open=${order.Id}`);
  await expect(editor).toContainText("已退款");
  await expect(editor).toContainText("已收回");

  // The class's students: the buyer's row stays as the record, 已移出; the class counts one fewer.
  await page.goto(`/course/ShiyCourseList/student?courseId=${order.courseId}&f.classId=${order.classId}`);
  const row = page.getByTestId("grid-row").filter({ hasText: order.orderNo });
  await expect(row).toContainText("已移出");
  expect((await seatOf()).status).toBe("REMOVED");
  expect(await enrolledOf()).toBe(before - 1);
});
