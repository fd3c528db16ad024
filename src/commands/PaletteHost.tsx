import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useNavigate } from "react-router";
import { visibleSections } from "../acl/visibility";
import { usePrefs } from "../app/prefs";
import { useSession } from "../app/session";
import { TOGGLE_MENU_EVENT } from "../app/sidenavState";
import { ALL_ROUTES } from "../catalogue";
import { present, toast } from "../rpc/notices";
import { appCommands, sequenceCommands } from "./globalCommands";
import { navigationCommands } from "./navigation";
import { usePaletteState } from "./paletteState";
import { pushRecent, readRecents } from "./recents";
import type { RecordHit } from "./recordSearch";
import type { Command } from "./types";
import { useViewCommandList } from "./viewCommands";

/** Loaded on first use, so cmdk, the dialog and the pinyin data stay out of the login page's budget. */
const Palette = lazy(() => import("./Palette"));
const ShortcutSheet = lazy(() => import("./ShortcutSheet"));

const inDialog = (e: KeyboardEvent) => e.isComposing || (e.target instanceof Element && e.target.closest("[role=dialog], [role=alertdialog]") !== null);

/** The palette, the shortcut sheet and the console-wide shortcuts, for a signed-in user. */
export function PaletteHost() {
  const { user, logout } = useSession();
  const { singleKeys, setSingleKeys } = usePrefs();
  const navigate = useNavigate();
  const { isOpen, setOpen, restoreFocus } = usePaletteState();
  const [loaded, setLoaded] = useState(false);
  const [sheet, setSheetState] = useState(false);
  // Mounted from the first opening on, so that closing runs its focus return instead of unmounting it.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const setSheet = useCallback((open: boolean) => {
    if (open) setSheetLoaded(true);
    setSheetState(open);
  }, []);
  const userName = user?.userName ?? "";
  // Read from storage for whoever is signed in; what the last run wrote, for that same user.
  const [ran, setRan] = useState<{ userName: string; recents: string[] } | null>(null);
  const recents = useMemo(() => (ran?.userName === userName ? ran.recents : readRecents(userName)), [ran, userName]);
  // Fetch the palette (and its pinyin data) while the user looks around, so that the first Ctrl/⌘+K is instant.
  useEffect(() => {
    if (!user) return;
    const t = setTimeout(() => void import("./Palette"), 1500);
    return () => clearTimeout(t);
  }, [user]);

  useHotkeys("mod+k", () => {
    setLoaded(true);
    setOpen(!isOpen);
  }, { enableOnFormTags: true, enableOnContentEditable: true, preventDefault: true, enabled: user !== null }, [isOpen, user]);

  const rights = user?.acl.rights;
  const sections = useMemo(() => visibleSections(rights), [rights]);
  const go = useCallback((p: string) => void navigate(p), [navigate]);
  const sequences = useMemo(() => sequenceCommands(sections, go), [sections, go]);
  const single = { enabled: user !== null && singleKeys && !isOpen && !sheet, ignoreEventWhen: inDialog, preventDefault: true };
  useHotkeys("?", () => setSheet(true), { ...single, useKey: true }, [user]);
  const sequenceKeys = sequences.map((c) => `g>${c.shortcut?.slice(2).toLowerCase()}`).join(", ");
  useHotkeys(sequenceKeys || "g>0", (e) => {
    const target = sequences.find((c) => c.shortcut === `G ${e.key.toUpperCase()}`);
    target?.run();
  }, single, [sequences]);

  const navigation = useMemo(() => navigationCommands(sections, go), [sections, go]);
  const viewCommands = useViewCommandList();
  const app = useMemo(() => appCommands({
    openSheet: () => setSheet(true),
    toggleMenu: () => window.dispatchEvent(new Event(TOGGLE_MENU_EVENT)),
    logout: () => void logout(),
    singleKeys, setSingleKeys,
  }), [logout, singleKeys, setSingleKeys, setSheet]);
  // One command per screen: the navigation commands show the `g` sequences, which are not listed again.
  const commands = useMemo<Command[]>(() => [...viewCommands.filter((c) => !c.sheetOnly), ...navigation, ...app], [viewCommands, navigation, app]);

  const openRecord = (hit: RecordHit) => {
    const route = ALL_ROUTES.find((r) => r.view === hit.resource && !r.hidden);
    if (!route) return present(toast("warning", `${hit.resourceLabel}没有可以打开的页面`));
    navigate(`${route.path}?open=${hit.Id}`);
  };

  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {(loaded || isOpen) && (
        <Palette open={isOpen} onOpenChange={setOpen} onCloseFocus={restoreFocus} commands={commands} recents={recents}
          onRun={(c) => setRan({ userName, recents: pushRecent(userName, c.id.replace(/^recent:/, "")) })} openRecord={openRecord} />
      )}
      {sheetLoaded && <ShortcutSheet open={sheet} onOpenChange={setSheet} viewCommands={viewCommands} sequences={sequences} singleKeys={singleKeys} />}
    </Suspense>
  );
}
