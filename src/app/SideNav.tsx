import { ChevronDown, ChevronRight } from "lucide-react";
import { useState } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import type { VisibleSection } from "../acl/visibility";
import { RouteIcon } from "../ui/RouteIcon";

/** The dark, fixed side menu (spec §2): 200px, 80px collapsed, built from the catalogue and the user's rights. */
export function SideNav({ sections, collapsed }: { sections: readonly VisibleSection[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sections.find((s) => pathname.startsWith(`${s.section.path}/`))?.section.path;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  const toggle = (path: string) => setOpen((o) => {
    const next = new Set(o);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    return next;
  });

  return (
    <nav data-testid="sidenav" aria-label="主菜单" style={{ width: collapsed ? 80 : 200 }}
      className="fixed inset-y-0 left-0 z-20 flex flex-col overflow-hidden bg-nav text-nav-item transition-[width] duration-200">
      <div className="flex h-16 shrink-0 items-center gap-2 px-6 text-white">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded bg-primary-active font-semibold">墨</span>
        {!collapsed && <span className="truncate text-lg font-semibold">墨苑管理后台</span>}
      </div>
      <ul className="flex-1 overflow-y-auto overflow-x-hidden pb-6" role="list">
        {sections.filter((s) => s.menu.length > 0).map(({ section, menu }) => {
          const expanded = open.has(section.path) && !collapsed;
          const active = current === section.path;
          return (
            <li key={section.path}>
              <button type="button" onClick={() => (collapsed && menu[0] ? navigate(menu[0].path) : toggle(section.path))} aria-expanded={expanded} title={section.title}
                className={`flex h-10 w-full items-center gap-2.5 px-6 text-left hover:text-white ${active ? "text-white" : ""}`}>
                <RouteIcon name={section.icon} className="shrink-0" />
                {!collapsed && <span className="flex-1 truncate">{section.title}</span>}
                {!collapsed && (expanded ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />)}
              </button>
              {expanded && (
                <ul className="bg-nav-deep py-1" role="list">
                  {menu.map((r) => (
                    <li key={r.path}>
                      <NavLink to={r.path} className={({ isActive }) =>
                        `block h-10 truncate py-2.5 pl-12 pr-4 leading-5 hover:text-white ${isActive ? "bg-primary-active text-white" : ""}`}>
                        {r.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
