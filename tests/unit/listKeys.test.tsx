// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { Combobox, type ComboboxOption } from "../../src/ui/combobox";
import { clampIndex, escapeClosesList, movedIndex } from "../../src/ui/listKeys";

afterEach(cleanup);

it("moves the highlight one step with ↑/↓ and to the ends with Home/End, clamped at both ends", () => {
  expect(movedIndex("ArrowDown", 0, 3)).toBe(1);
  expect(movedIndex("ArrowDown", 2, 3)).toBe(2);
  expect(movedIndex("ArrowUp", 1, 3)).toBe(0);
  expect(movedIndex("ArrowUp", 0, 3)).toBe(0);
  expect(movedIndex("Home", 2, 3)).toBe(0);
  expect(movedIndex("End", 0, 3)).toBe(2);
  expect(movedIndex("End", 0, 0)).toBe(0);
  expect(movedIndex("a", 1, 3)).toBeNull();
  expect(clampIndex(5, 3)).toBe(2);
  expect(clampIndex(5, 0)).toBe(0);
});

const OPTIONS: ComboboxOption[] = ["甲", "乙", "丙", "丁"].map((label, i) => ({ value: String(i + 1), label }));

function Harness({ picked }: { picked: string[] }) {
  const [query, setQuery] = useState("");
  return <Combobox id="c" aria-label="选择" display="" query={query} onQueryChange={setQuery} options={OPTIONS} onSelect={(o) => picked.push(o.label)} />;
}

it("the combobox answers the list keys: ↓ opens, End/Home/↑/↓ move, Enter takes, Esc closes the list only", () => {
  const picked: string[] = [];
  const outside: string[] = [];
  render(<div onKeyDown={(e) => outside.push(e.key)}><Harness picked={picked} /></div>);
  const input = screen.getByRole("combobox", { name: "选择" });
  const key = (k: string) => fireEvent.keyDown(input, { key: k });
  const active = () => input.getAttribute("aria-activedescendant");
  fireEvent.focus(input);
  expect(input.getAttribute("aria-expanded")).toBe("true");
  expect(input.hasAttribute("data-list-asked")).toBe(false);
  key("End");
  expect(input.hasAttribute("data-list-asked")).toBe(true);
  expect(active()).toBe("c-options-3");
  key("ArrowDown");
  expect(active()).toBe("c-options-3");
  key("Home");
  expect(active()).toBe("c-options-0");
  key("ArrowDown");
  key("Enter");
  expect(picked).toEqual(["乙"]);
  expect(input.getAttribute("aria-expanded")).toBe("false");
  key("ArrowDown");
  expect(input.getAttribute("aria-expanded")).toBe("true");
  // Esc in the open list is the list's: a modal around it lets it through, and nothing above hears it.
  key("Escape");
  expect(input.getAttribute("aria-expanded")).toBe("false");
  expect(outside).not.toContain("Escape");
  // A second Esc (list closed) goes on as before, and is no longer the list's.
  key("Escape");
  expect(outside).toContain("Escape");
  expect(escapeClosesList(new KeyboardEvent("keydown", { key: "Escape" }))).toBe(false);
});

it("an Esc pressed in a combobox whose list the user works in belongs to the list; else to the modal", () => {
  render(<>
    <input role="combobox" aria-expanded="true" aria-controls="x" data-list-asked="" data-testid="open" />
    <input role="combobox" aria-expanded="true" aria-controls="z" data-testid="shown" />
    <input role="combobox" aria-expanded="false" aria-controls="y" data-testid="closed" />
  </>);
  const escapeAt = (id: string) => {
    let seen = false;
    const el = screen.getByTestId(id);
    el.addEventListener("keydown", (e) => (seen = escapeClosesList(e)), { once: true });
    fireEvent.keyDown(el, { key: "Escape" });
    return seen;
  };
  expect(escapeAt("open")).toBe(true);
  // Shown only because the focus arrived (a form just opened): Esc still closes the form.
  expect(escapeAt("shown")).toBe(false);
  expect(escapeAt("closed")).toBe(false);
});
