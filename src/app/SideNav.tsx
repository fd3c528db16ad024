import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink, useLocation } from "react-router";
import type { VisibleSection } from "../acl/visibility";
import type { RouteDef } from "../catalogue";
import { RouteIcon } from "../ui/RouteIcon";
import { isBuilt } from "./routeViews";

/** A menu entry: its title, and 未建成 while its screen is not built yet (it opens an honest empty page). */
function EntryTitle({ route }: { route: RouteDef }) {
  return (
    <>
      {route.title}
      {!isBuilt(route) && <span data-testid="not-built-mark" className="ml-1.5 rounded border border-current px-1 text-[10px] leading-4">未建成</span>}
    </>
  );
}

const linkClass = (indent: string) => ({ isActive }: { isActive: boolean }) =>
  `block h-10 truncate py-2.5 ${indent} pr-4 leading-5 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary ${isActive ? "bg-primary-active text-white" : ""}`;

/**
 * A section of the collapsed menu: its icon button opens a flyout of its screens on hover, on
 * keyboard focus and on Enter/Space; ↓ or Tab goes into it, Esc closes it and gives the focus back.
 */
function CollapsedSection({ section, menu, active }: VisibleSection & { active: boolean }) {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const button = useRef<HTMLButtonElement | null>(null);
  const flyout = useRef<HTMLDivElement | null>(null);
  const id = useId();
  // Focus given back by Esc must not open the flyout again.
  const quiet = useRef(false);
  const show = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect) setTop(Math.max(8, Math.min(rect.top, window.innerHeight - 48 - 40 * menu.length)));
    setOpen(true);
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      quiet.current = true;
      button.current?.focus();
      quiet.current = false;
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const links = [...(flyout.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
      if (links.length === 0) return;
      e.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === "ArrowDown" ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
      if (!open) show();
      requestAnimationFrame(() => (flyout.current?.querySelectorAll<HTMLAnchorElement>("a")[next] ?? links[next])?.focus());
    }
  };
  return (
    <li onMouseEnter={show} onMouseLeave={() => setOpen(false)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} aria-label={section.title} title={section.title}
        data-current={active || undefined}
        onFocus={(e) => (!quiet.current && e.currentTarget.matches(":focus-visible") ? show() : undefined)}
        onClick={show}
        className={`flex h-10 w-full items-center justify-center outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary ${active ? "bg-primary-active text-white" : ""}`}>
        <RouteIcon name={section.icon} className="shrink-0" />
      </button>
      <div ref={flyout} id={id} hidden={!open} data-testid="sidenav-flyout" style={{ top, left: 80 }}
        className="fixed z-30 max-h-[calc(100vh-1rem)] min-w-[160px] overflow-y-auto rounded-r bg-nav py-1 text-nav-item shadow-lg">
        <div className="px-4 py-2 text-xs text-gray-400" aria-hidden="true">{section.title}</div>
        <ul aria-label={section.title} role="list">
          {menu.map((r) => (
            <li key={r.path}>
              <NavLink to={r.path} onClick={() => setOpen(false)} className={linkClass("pl-4")}><EntryTitle route={r} /></NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function ExpandedSection({ section, menu, active, expanded, onToggle }: { section: VisibleSection["section"]; menu: readonly RouteDef[]; active: boolean; expanded: boolean; onToggle(): void }) {
  const id = useId();
  return (
    <li>
      <button type="button" onClick={onToggle} aria-expanded={expanded} aria-controls={id}
        className={`flex h-10 w-full items-center gap-2.5 px-6 text-left outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary ${active ? "text-white" : ""}`}>
        <RouteIcon name={section.icon} className="shrink-0" />
        <span className="flex-1 truncate">{section.title}</span>
        {expanded ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
      </button>
      {/* A closed section keeps its links out of the page and of the tab order. */}
      <ul id={id} hidden={!expanded} className="bg-nav-deep py-1" role="list">
        {menu.map((r) => (
          <li key={r.path}>
            <NavLink to={r.path} className={linkClass("pl-12")}><EntryTitle route={r} /></NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The dark, fixed side menu (spec §2): 200px, 80px collapsed, built from the catalogue and the user's
 * rights. It follows navigation from anywhere (palette, `g` sequences, record search): the current
 * screen's section opens, its item is marked (aria-current="page") and scrolled into view.
 */
export function SideNav({ sections, collapsed }: { sections: readonly VisibleSection[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const current = sections.find((s) => pathname.startsWith(`${s.section.path}/`))?.section.path;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  // Arriving in another section opens it (adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(current);
  if (openedFor !== current) {
    setOpenedFor(current);
    if (current && !open.has(current)) setOpen(new Set([...open, current]));
  }
  const toggle = (path: string) => setOpen((o) => {
    const next = new Set(o);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    return next;
  });
  const list = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>(collapsed ? "button[data-current]" : "a[aria-current=page]");
    item?.scrollIntoView({ block: "nearest" });
  }, [pathname, collapsed]);

  return (
    <nav data-testid="sidenav" aria-label="主菜单" style={{ width: collapsed ? 80 : 200 }}
      className="fixed inset-y-0 left-0 z-20 flex flex-col overflow-hidden bg-nav text-nav-item transition-[width] duration-200">
      <div className="flex h-16 shrink-0 items-center gap-2 px-6 text-white">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded bg-primary-active font-semibold">墨</span>
        {!collapsed && <span className="truncate text-lg font-semibold">墨苑管理后台</span>}
      </div>
      <ul ref={list} className="flex-1 overflow-y-auto overflow-x-hidden pb-6" role="list">
        {sections.filter((s) => s.menu.length > 0).map((s) => (collapsed
          ? <CollapsedSection key={s.section.path} {...s} active={current === s.section.path} />
          : <ExpandedSection key={s.section.path} section={s.section} menu={s.menu} active={current === s.section.path}
            expanded={open.has(s.section.path)} onToggle={() => toggle(s.section.path)} />))}
      </ul>
    </nav>
  );
}
