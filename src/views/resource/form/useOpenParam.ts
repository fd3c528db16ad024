import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { Rec, ResourceClient } from "../../../rpc/resourceClient";

/**
 * The record open in the slide-over lives in the address (`?open={Id}`): a copied link or a reload opens
 * it again once it has been read, Back closes it (the address no longer names it), and closing it goes
 * back to the list's address — a step back when opening it added the history entry.
 *
 * `shown` is the record the screen shows now (undefined: none, or a new one being created). `show(null, Id)`:
 * Back took record Id out of the address (the screen may ask first, and name it again to stay).
 */
export function useOpenParam(client: ResourceClient, open: number | undefined, shown: number | undefined, show: (record: Rec | null, gone?: number) => void, enabled = true) {
  const navigate = useNavigate();
  // The Id being closed: the address still names it until the step back has happened.
  const closing = useRef<number | undefined>(undefined);
  // Only the address losing the record closes it (Back): a record opened from the grid is shown a moment
  // before the address names it.
  const before = useRef(open);
  useEffect(() => {
    const was = before.current;
    before.current = open;
    if (open !== closing.current) closing.current = undefined;
    if (!enabled) return;
    if (open === undefined) {
      if (was !== undefined && shown !== undefined) show(null, was);
      return;
    }
    if (open === shown || open === closing.current) return;
    let gone = false;
    client.get(open).then((fresh) => {
      if (!gone) show(fresh.data);
    }, () => undefined);
    return () => void (gone = true);
  }, [enabled, open, shown, client, show]);
  // Back can also come before the router has shown the address naming the record (its updates are
  // transitions, which a newer one replaces): then `open` never changes here. The history step itself says it.
  useEffect(() => {
    if (!enabled || shown === undefined) return;
    const onPop = () => {
      if (!new URLSearchParams(window.location.search).has("open")) show(null, shown);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [enabled, shown, show]);
  /**
   * After the screen closed the record itself (Esc, saved): a step back when opening it added the entry.
   * `goingOn`: the screen navigates on at once (an action opening a viewer), so a step back would land
   * after that navigation and undo it: the address is rewritten instead.
   */
  const closed = (drop: () => void, goingOn = false) => {
    // The browser's address, not this render's: the router may not have re-rendered since it named the record.
    const named = new URLSearchParams(window.location.search).get("open");
    if (!enabled || named === null) return;
    closing.current = Number(named);
    const entry = window.history.state as { usr?: { sheet?: boolean } | null } | null;
    if (!goingOn && entry?.usr?.sheet) void navigate(-1);
    else drop();
  };
  return closed;
}
