import { useEffect, useRef, useState, type RefObject } from "react";

const FOCUSABLE = "input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [contenteditable=true], [tabindex='0']";

/**
 * Moves the focus to the control of the field whose input has id `id`, inside `root`: the input itself,
 * or (an upload's hidden file input, a rich-text editor) the first control of its field. Scrolls it into view.
 */
export function focusField(root: Element | null, id: string): boolean {
  if (!root) return false;
  const el = root.ownerDocument.getElementById(id);
  const own = el && root.contains(el) && el.matches(FOCUSABLE) && !el.classList.contains("sr-only") ? el : null;
  const label = [...root.querySelectorAll("label")].find((l) => l.htmlFor === id);
  const target = own ?? label?.closest("[data-slot=field]")?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: "nearest" });
  return true;
}

/** The first key, in the form's order, that has an error. */
export function firstFaulty(keys: readonly string[], errors: Readonly<Record<string, string>>): string | null {
  return keys.find((k) => Boolean(errors[k])) ?? null;
}

/**
 * After a refused submit, the focus goes to the field at fault once its error is rendered (so that its
 * description is read with it). `fault(key)` asks for it; each call moves the focus again.
 */
export function useFocusOnFault(root: RefObject<Element | null>, idOf: (key: string) => string): (key: string | null) => void {
  const [fault, setFault] = useState<{ key: string } | null>(null);
  const idOfRef = useRef(idOf);
  useEffect(() => {
    idOfRef.current = idOf;
  });
  useEffect(() => {
    if (fault) focusField(root.current, idOfRef.current(fault.key));
  }, [fault, root]);
  return (key) => {
    if (key !== null) setFault({ key });
  };
}
