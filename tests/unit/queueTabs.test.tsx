// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { visitorResource } from "../../src/catalogue/registry";
import type { Command } from "../../src/commands/types";
import { useViewCommandList, ViewCommandsProvider } from "../../src/commands/viewCommands";
import type { ListPayload } from "../../src/rpc/listPayload";
import { usePane } from "../../src/ui/keyScope";
import { QueueTabs, useQueueTabs } from "../../src/views/resource/list/QueueTabs";
import { queueFilter, queueTabsOf, stepTab } from "../../src/views/resource/list/queueTabs";

afterEach(cleanup);

const def = visitorResource as ResourceDef;

it("an approval queue opens on 待审核, then the decided tabs, then 全部; a plain resource has none", () => {
  const tabs = queueTabsOf(def);
  expect(tabs.map((t) => t.label)).toEqual(["待审核", "已通过", "已驳回", "全部"]);
  expect(tabs.map((t) => queueFilter(def, t))).toEqual([
    { auditStatus: ["PENDING"] }, { auditStatus: ["PASSED", "AUTO_PASSED"] }, { auditStatus: ["REJECTED", "AUTO_BLOCKED"] }, {},
  ]);
  // Without tabs of its own, the decided states are one 已处理 tab.
  const plain = { ...def, screen: { queue: { field: "auditStatus", pending: ["PENDING"] } } } as ResourceDef;
  expect(queueTabsOf(plain).map((t) => [t.label, t.values])).toEqual([
    ["待审核", ["PENDING"]], ["已处理", ["AUTO_PASSED", "PASSED", "REJECTED", "AUTO_BLOCKED"]], ["全部", null],
  ]);
  expect(queueTabsOf({ ...def, screen: {} } as ResourceDef)).toEqual([]);
  expect(stepTab(tabs, "pending", -1)?.label).toBe("全部");
  expect(stepTab(tabs, "all", 1)?.label).toBe("待审核");
});

function withQueries(children: React.ReactNode) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <MemoryRouter><QueryClientProvider client={queries}><ViewCommandsProvider>{children}</ViewCommandsProvider></QueryClientProvider></MemoryRouter>;
}

it("shows each tab's count under the view's other filters, and says which tab is chosen", async () => {
  const asked: ListPayload[] = [];
  const totals: Record<string, number> = { '["PENDING"]': 22, '["PASSED","AUTO_PASSED"]': 2400, '["REJECTED","AUTO_BLOCKED"]': 178 };
  const client = {
    list: vi.fn(async (payload: ListPayload) => {
      asked.push(payload);
      const cond = JSON.parse(payload.cond.jsonq) as Record<string, unknown>;
      const key = cond.auditStatus === undefined ? "all" : JSON.stringify(cond.auditStatus);
      return { code: "SUCCESS", data: [], total: totals[key] ?? 2600 };
    }),
  };
  const chosen: string[] = [];
  render(withQueries(
    <QueueTabs def={def} id="q" tabs={queueTabsOf(def)} current="pending" filters={{ type: "IMAGE" }} onSelect={(k) => chosen.push(k)} client={client} />,
  ));
  const tab = (key: string) => screen.getByTestId(`queue-tab-${key}`);
  await screen.findByText("2400");
  expect(within(tab("pending")).getByTestId("queue-count").textContent).toBe("22");
  expect(within(tab("decided1")).getByTestId("queue-count").textContent).toBe("178");
  expect(within(tab("all")).getByTestId("queue-count").textContent).toBe("2600");
  expect(asked.every((p) => (JSON.parse(p.cond.jsonq) as Record<string, unknown>).type === "IMAGE")).toBe(true);
  expect(screen.getByRole("tab", { selected: true }).textContent).toContain("待审核");
  fireEvent.click(screen.getByRole("tab", { name: /已驳回/ }));
  expect(chosen).toEqual(["decided1"]);
});

/** A queue's keys and commands as a screen uses them: the tab shown, and the palette's commands. */
function Harness({ active = true }: { active?: boolean }) {
  const pane = usePane("grid");
  const queue = useQueueTabs(def, "grid", pane.current, active, true);
  const commands = useViewCommandList();
  return (
    <div {...pane.props} tabIndex={-1} data-testid="pane">
      <output data-testid="tab">{queue.tab?.label}</output>
      <output data-testid="filter">{JSON.stringify(queue.filter)}</output>
      {commands.filter((c: Command) => !c.sheetOnly).map((c) => <button key={c.id} type="button" onClick={c.run}>{c.title}</button>)}
    </div>
  );
}

it("] and [ move between the tabs (wrapping), only while the screen takes keys; each tab has a palette command", () => {
  const { rerender } = render(withQueries(<Harness />));
  const pane = screen.getByTestId("pane");
  pane.focus();
  const press = (key: string) => act(() => void fireEvent.keyDown(pane, { key }));
  expect(screen.getByTestId("tab").textContent).toBe("待审核");
  press("]");
  expect(screen.getByTestId("tab").textContent).toBe("已通过");
  expect(screen.getByTestId("filter").textContent).toBe('{"auditStatus":["PASSED","AUTO_PASSED"]}');
  press("[");
  press("[");
  expect(screen.getByTestId("tab").textContent).toBe("全部");
  expect(screen.getByTestId("filter").textContent).toBe("{}");
  fireEvent.click(screen.getByRole("button", { name: "查看「已驳回」的用户资源" }));
  expect(screen.getByTestId("tab").textContent).toBe("已驳回");
  // An editor or dialog open: the keys are theirs.
  rerender(withQueries(<Harness active={false} />));
  press("]");
  expect(screen.getByTestId("tab").textContent).toBe("已驳回");
});
