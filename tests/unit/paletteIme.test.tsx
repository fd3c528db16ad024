// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import Palette from "../../src/commands/Palette";
import type { Command } from "../../src/commands/types";

afterEach(cleanup);

it("Enter while an IME is composing runs nothing; Enter afterwards runs the selected command", async () => {
  const ran: string[] = [];
  const commands: Command[] = [{ id: "museum", title: "博物馆管理", group: "基础数据", keywords: ["museum"], run: () => ran.push("museum") }];
  render(<Palette open onOpenChange={() => undefined} onCloseFocus={() => undefined} commands={commands} recents={[]} onRun={() => undefined} openRecord={() => undefined} />);
  const input = await screen.findByRole("combobox");
  await act(async () => {
    fireEvent.change(input, { target: { value: "bwg" } });
  });
  expect(screen.getByText("博物馆管理")).toBeTruthy();
  fireEvent.keyDown(input, { key: "Enter", isComposing: true, keyCode: 229 });
  expect(ran).toEqual([]);
  fireEvent.keyDown(input, { key: "Enter" });
  expect(ran).toEqual(["museum"]);
});
