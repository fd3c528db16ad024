// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Gate } from "../../src/acl/Gate";

afterEach(cleanup);

it("shows guarded content when the right is held (READ or WRITE to read, WRITE to write), the fallback otherwise", () => {
  const view = (rights: Record<string, "NONE" | "READ" | "WRITE">, level?: "READ" | "WRITE") =>
    render(<Gate rights={rights} object="order" level={level} fallback={<span>无权限</span>}><span>订单列表</span></Gate>);
  view({ order: "READ" });
  expect(screen.getByText("订单列表")).toBeTruthy();
  cleanup();
  view({ order: "READ" }, "WRITE");
  expect(screen.getByText("无权限")).toBeTruthy();
  cleanup();
  view({ order: "WRITE" }, "WRITE");
  expect(screen.getByText("订单列表")).toBeTruthy();
  cleanup();
  view({ order: "NONE" });
  expect(screen.getByText("无权限")).toBeTruthy();
  cleanup();
  view({});
  expect(screen.queryByText("订单列表")).toBeNull();
});
