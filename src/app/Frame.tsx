import { useEffect, useMemo } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Outlet } from "react-router";
import { visibleSections } from "../acl/visibility";
import { PaletteHost } from "../commands/PaletteHost";
import { MyJobsHost } from "../views/jobs/MyJobsHost";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { useSession } from "../state/session";
import { SideNav } from "./SideNav";
import { TOGGLE_MENU_EVENT, useSidenavCollapsed } from "../state/sidenavState";

/**
 * The signed-in shell, one chunk the login page never loads: the palette with its shortcuts, 我的任务, and the
 * normal layout around the screen unless the route has none (full-screen and no-layout routes).
 */
export default function SignedInShell({ layout }: { layout: boolean }) {
  return (
    <>
      {layout ? <Frame /> : <Outlet />}
      <PaletteHost />
      <MyJobsHost />
    </>
  );
}

/** The normal layout: fixed dark side menu, header, fluid content, footer (spec §2, §9). */
function Frame() {
  const { user } = useSession();
  const [collapsed, toggle] = useSidenavCollapsed();
  useHotkeys("mod+b", toggle, { preventDefault: true, enableOnFormTags: true }, [toggle]);
  useEffect(() => {
    window.addEventListener(TOGGLE_MENU_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_MENU_EVENT, toggle);
  }, [toggle]);
  const rights = user?.acl.rights;
  const sections = useMemo(() => visibleSections(rights), [rights]);
  // Signing in unmounts the login form, leaving the focus on <body>: it goes to the page instead, so
  // that Tab and the screen's keys start there (a grid then takes it from the page once it has loaded).
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById("content")?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(id);
  }, []);
  return (
    <div className="min-h-full">
      <a href="#content" onClick={(e) => {
        e.preventDefault();
        document.getElementById("content")?.focus();
      }} className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">跳到主要内容</a>
      <SideNav sections={sections} collapsed={collapsed} />
      <div className="flex min-h-screen flex-col transition-[margin] duration-200" style={{ marginLeft: collapsed ? 80 : 200 }}>
        <Header collapsed={collapsed} onToggle={toggle} />
        <main id="content" tabIndex={-1} className="flex-1 p-6 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
