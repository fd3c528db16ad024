// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import Palette from "../../src/commands/Palette";
import { installPaletteKeys, registerPaletteHost } from "../../src/commands/paletteKeys";
import type { Command } from "../../src/commands/types";

let signedIn = true;
let uninstall: () => void;
beforeAll(() => {
  uninstall = installPaletteKeys({ mayOpenLater: () => signedIn });
});
afterAll(() => uninstall());
afterEach(() => {
  cleanup();
  signedIn = true;
});

const ran: string[] = [];
const commands: Command[] = [
  { id: "users", title: "用户管理", group: "系统管理", keywords: ["users"], run: () => ran.push("users") },
  { id: "museum", title: "博物馆管理", group: "基础数据", keywords: ["museum"], run: () => ran.push("museum") },
];

/** The palette opened through paletteKeys, as the shell's PaletteHost does. */
function Host() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  useLayoutEffect(() => {
    if (registerPaletteHost({ isOpen: () => openRef.current, open: () => flushSync(() => setOpen(true)), close: () => setOpen(false) })) setOpen(true);
    return () => void registerPaletteHost(null);
  }, []);
  return <Palette open={open} onOpenChange={setOpen} onCloseFocus={() => undefined} commands={commands} recents={[]} onRun={() => undefined} openRecord={() => undefined} />;
}

/** Keys as a fast typist sends them: all in one go, to whatever has focus, nothing awaited in between. */
function press(keys: readonly string[]): KeyboardEvent[] {
  return keys.map((k) => {
    const e = new KeyboardEvent("keydown", k === "Ctrl+K" ? { key: "k", code: "KeyK", ctrlKey: true, bubbles: true, cancelable: true } : { key: k, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(e);
    return e;
  });
}

it("keys typed before the shell (and its palette) exists are held, then typed into the input in order", async () => {
  ran.length = 0;
  press(["Ctrl+K", "b", "w", "x", "Backspace", "g"]);
  render(<Host />);
  const input = await waitFor(() => document.querySelector<HTMLInputElement>("[cmdk-input]") ?? Promise.reject(new Error("no input")));
  await waitFor(() => expect(input.value).toBe("bwg"));
  expect(document.activeElement).toBe(input);
  expect(document.querySelector("[cmdk-item][data-selected=true]")?.getAttribute("data-command")).toBe("museum");
});

it("Ctrl+K b w g Enter typed at once, with the shell there, runs the first match, 博物馆管理", async () => {
  ran.length = 0;
  render(<Host />);
  // user-event types as a browser does (text goes into a focused input); no delay between keys.
  await userEvent.setup({ delay: null }).keyboard("{Control>}k{/Control}bwg{Enter}");
  await waitFor(() => expect(ran).toEqual(["museum"]));
});

it("signed out, with no palette to come, nothing is held and the page keeps its keys", () => {
  signedIn = false;
  const events = press(["Ctrl+K", "a", "Enter"]);
  expect(events.map((e) => e.defaultPrevented)).toEqual([false, false, false]);
});
