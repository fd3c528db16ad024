import { PanelLeftClose, PanelLeftOpen, Search } from "lucide-react";
import { usePaletteState } from "../commands/paletteState";
import DomainBadge from "../views/domains/DomainBadge";
import { MyJobsButton } from "../views/jobs/MyJobsButton";
import { UserMenu } from "./UserMenu";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header (not fixed): menu toggle, the palette trigger, 我的任务, the user menu. */
export function Header({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { setOpen } = usePaletteState();
  return (
    <header className="flex h-12 items-center gap-2 bg-white px-2 shadow-sm sm:gap-3 sm:px-4">
      <button type="button" onClick={onToggle} className="rounded p-2 hover:bg-gray-100" aria-label={collapsed ? "展开菜单" : "收起菜单"} title={`${collapsed ? "展开" : "收起"}菜单（${isMac ? "⌘" : "Ctrl"}+B）`}>
        {collapsed ? <PanelLeftOpen size={18} aria-hidden="true" /> : <PanelLeftClose size={18} aria-hidden="true" />}
      </button>
      <button type="button" onClick={() => setOpen(true)} data-testid="palette-trigger"
        className="flex h-8 w-full min-w-0 max-w-md items-center gap-2 rounded border border-gray-200 bg-gray-50 px-3 text-left text-gray-600 hover:border-primary">
        <Search size={14} aria-hidden="true" className="shrink-0" />
        {/* On a phone-wide window the trigger shrinks to what fits rather than widening the page. */}
        <span className="min-w-0 flex-1 truncate">搜索页面或命令…</span>
        <kbd className="hidden rounded border border-gray-300 bg-white px-1.5 font-mono text-xs sm:inline">{isMac ? "⌘" : "Ctrl"} K</kbd>
      </button>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <DomainBadge />
        <MyJobsButton />
        <UserMenu />
      </div>
    </header>
  );
}
