// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ActionDef, FieldDef, ResourceDef } from "../../src/catalogue";
import { consoleUser, resourceByName } from "../../src/catalogue/registry";
import { screenAccess } from "../../src/views/resource/access";
import { offersFor } from "../../src/views/resource/actions/offers";
import type { Target } from "../../src/views/resource/actions/target";
import { ActionForm } from "../../src/views/resource/form/ActionForm";

afterEach(cleanup);

const refundInput: FieldDef[] = [
  { key: "amount", label: "退款金额", kind: "money", required: true, min: 1 },
  { key: "reason", label: "原因", kind: "text", required: true, maxLength: 20 },
];
const refund: ActionDef = { name: "refundOrder", label: "退款", scope: "row", input: refundInput, shortcut: "F" };
const setPaid: ActionDef = { name: "setOrderPaid", label: "标记已付", scope: "rows", input: [{ key: "paid", label: "已付", kind: "boolean", required: true }], choices: [{ label: "是", input: { paid: true } }] };
const order = { ...consoleUser, name: "order", label: "订单", actions: [refund, setPaid] } as ResourceDef;
const row = (Id: number, state: string) => ({ Id, ctime: 0, utime: 1, userName: `u${Id}`, state });
const writer = screenAccess(consoleUser, true);

describe("what a target is offered", () => {
  it("an action with input and no fixed choices asks for its input in a form; one with choices offers them", () => {
    const offers = offersFor(order, { kind: "row", row: row(1, "ACTIVE") }, writer);
    const byKey = Object.fromEntries(offers.map((o) => [o.key, o]));
    expect(byKey["action:refundOrder"]?.form).toEqual(refundInput);
    expect(byKey["action:refundOrder"]?.shortcut).toBe("F");
    expect(byKey["action:setOrderPaid"]?.form).toBeUndefined();
    expect(byKey["action:setOrderPaid"]?.choices).toHaveLength(1);
  });

  it("a transition only from the row's state; for a selection, only when every row may take it", () => {
    const keys = (target: Target) => offersFor(consoleUser, target, writer).map((o) => o.key).filter((k) => k.startsWith("transition:"));
    expect(keys({ kind: "row", row: row(1, "ACTIVE") })).toEqual(["transition:disable"]);
    expect(keys({ kind: "row", row: row(2, "DISABLED") })).toEqual(["transition:enable"]);
    expect(keys({ kind: "rows", rows: [row(1, "ACTIVE"), row(3, "ACTIVE")] })).toEqual(["transition:disable"]);
    expect(keys({ kind: "rows", rows: [row(1, "ACTIVE"), row(2, "DISABLED")] })).toEqual([]);
  });

  it("over several rows only what works on several; nothing to change on a ledger or without the right", () => {
    const many: Target = { kind: "rows", rows: [row(1, "ACTIVE"), row(3, "ACTIVE")] };
    expect(offersFor(order, many, writer).map((o) => o.key)).not.toContain("action:refundOrder");
    expect(offersFor(consoleUser, { kind: "row", row: row(1, "ACTIVE") }, screenAccess(consoleUser, false))).toEqual([]);
    const ledger = { ...consoleUser, readOnly: true } as ResourceDef;
    expect(offersFor(ledger, { kind: "row", row: row(1, "ACTIVE") }, screenAccess(ledger, true))).toEqual([]);
  });
});

describe("an action's form", () => {
  function renderForm() {
    const sent: Record<string, unknown>[] = [];
    let cancelled = 0;
    render(<ActionForm title="退款" description="对「A-1」执行「退款」" confirm="退款后不能撤回。" fields={refundInput} submitLabel="退款"
      onSubmit={async (data) => void sent.push(data)} onCancel={() => void cancelled++} />);
    return { sent, cancelled: () => cancelled };
  }
  const ctrlEnter = (el: Element) => fireEvent.keyDown(el, { key: "Enter", ctrlKey: true });

  it("validates like the editors (Chinese messages) and sends the kinds' wire values on Ctrl+Enter", async () => {
    const { sent } = renderForm();
    const amount = await screen.findByLabelText("退款金额");
    await act(async () => void ctrlEnter(amount));
    expect(screen.getByText("请输入退款金额")).toBeTruthy();
    expect(sent).toEqual([]);

    // With the amount given, the reason is at fault: the focus moves there, to the message describing it.
    fireEvent.change(amount, { target: { value: "12.50" } });
    await act(async () => void ctrlEnter(amount));
    const reason = screen.getByLabelText("原因");
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute("aria-describedby")).toBe(screen.getByText("请输入原因").id);
    expect(screen.getByRole("note").textContent).toBe("退款后不能撤回。");

    fireEvent.change(amount, { target: { value: "12.50" } });
    fireEvent.change(screen.getByLabelText("原因"), { target: { value: "重复下单" } });
    await act(async () => void ctrlEnter(amount));
    expect(sent).toEqual([{ amount: 1250, reason: "重复下单" }]);
  });

  it("Esc cancels without sending", async () => {
    const { sent, cancelled } = renderForm();
    const amount = await screen.findByLabelText("退款金额");
    fireEvent.keyDown(amount, { key: "Escape" });
    expect(cancelled()).toBe(1);
    expect(sent).toEqual([]);
  });
});

describe("an input bounded by its record", () => {
  const refundFields = resourceByName("order")?.states?.transitions.find((t) => t.name === "refund")?.input ?? [];
  const paid = { Id: 7, payAmount: 2000, refundedAmount: 500, refundingAmount: 250 };

  it("the order's refund says the refundable amount before the user types, and refuses more", async () => {
    const sent: Record<string, unknown>[] = [];
    render(<ActionForm title="退款" description="对「A-7」执行「退款」" fields={refundFields} record={paid} submitLabel="退款"
      onSubmit={async (data) => void sent.push(data)} onCancel={() => undefined} />);
    const amount = await screen.findByLabelText(/退款金额/);
    expect(amount.closest("[data-slot=field]")?.textContent).toContain("可退金额 ¥12.50");

    fireEvent.change(amount, { target: { value: "13" } });
    await act(async () => void fireEvent.keyDown(amount, { key: "Enter", ctrlKey: true }));
    expect(screen.getByText("退款金额不能超过可退金额 ¥12.50")).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(sent).toEqual([]);
  });
});
