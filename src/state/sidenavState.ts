import { useCallback, useEffect, useState } from "react";
import { readItem, writeItem } from "../rpc/storage";

const KEY = "moyuan.sidenav.collapsed";

/** Fired by the palette's 收起/展开菜单 command; the frame toggles the menu. */
export const TOGGLE_MENU_EVENT = "moyuan:toggle-menu";
/** Spec §9: the layout's responsive breakpoint is xl (1200px); below it the menu starts collapsed. */
const XL = "(min-width: 1200px)";

/** Collapsed or not: the user's remembered choice, else by the xl breakpoint. */
export function useSidenavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState<boolean>(() => {
    const stored = readItem(KEY);
    if (stored === "1" || stored === "0") return stored === "1";
    return typeof matchMedia === "function" ? !matchMedia(XL).matches : false;
  });
  useEffect(() => {
    if (readItem(KEY) !== null || typeof matchMedia !== "function") return;
    const mq = matchMedia(XL);
    const onChange = () => setCollapsed(!mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      writeItem(KEY, c ? "0" : "1");
      return !c;
    });
  }, []);
  return [collapsed, toggle];
}
