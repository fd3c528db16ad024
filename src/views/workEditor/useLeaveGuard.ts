import { useEffect } from "react";

/**
 * While `dirty`, leaving the page asks first: the browser's own question on reload or close, and a
 * confirmation on in-app links (menu, breadcrumbs). Navigation from the palette is not intercepted
 * (the app's BrowserRouter has no blocker); the editor's own 返回 and Esc ask with a dialog.
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!link || link.getAttribute("target") === "_blank") return;
      if (!window.confirm("有未保存的修改，确定离开吗？离开后修改将丢失。")) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
