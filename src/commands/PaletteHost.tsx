import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHotkeys } from "react-hotkeys-hook";
import { useNavigate } from "react-router";
import { visibleSections } from "../acl/visibility";
import { usePrefs } from "../state/prefs";
import { useSession } from "../state/session";
import { TOGGLE_MENU_EVENT } from "../state/sidenavState";
import { recordRoute } from "../catalogue";
import { present, toast } from "../rpc/notices";
import { appCommands, JUMP_PREFIX, SHEET_KEY, sequenceCommands } from "./globalCommands";
import { navigationCommands } from "./navigation";
import Palette from "./Palette";
import { registerPaletteHost } from "./paletteKeys";
import { usePaletteState } from "./paletteState";
import { pushRecent, readRecents } from "./recents";
import type { RecordHit } from "./recordSearch";
import ShortcutSheet from "./ShortcutSheet";
import type { Command } from "./types";
import { useViewCommandList } from "./viewCommands";

const inDialog = (e: KeyboardEvent) => e.isComposing || (e.target instanceof Element && e.target.closest("[role=dialog], [role=alertdialog]") !== null);

/**
 * The palette, the shortcut sheet and the console-wide shortcuts, for a signed-in user. Part of the
 * signed-in shell's chunk (the login page never loads it), so that Ctrl/⌘+K opens at once.
 */
export function PaletteHost() {
  const { user, logout } = useSession();
  const { singleKeys, setSingleKeys } = usePrefs();
  const navigate = useNavigate();
  const { isOpen, setOpen, restoreFocus } = usePaletteState();
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
  // Ctrl/⌘+K is heard in paletteKeys (from page load on, before this shell exists): it opens the
  // palette through this handle, rendering synchronously so that the input has focus at once.
  const openRef = useRef(isOpen);
  useLayoutEffect(() => {
    openRef.current = isOpen;
  }, [isOpen]);
  useLayoutEffect(() => {
    if (!user) return;
    const pressedBefore = registerPaletteHost({
      isOpen: () => openRef.current,
      open: () => flushSync(() => setOpen(true)),
      close: () => setOpen(false),
    });
    if (pressedBefore) setOpen(true);
    return () => void registerPaletteHost(null);
  }, [user, setOpen]);

  const rights = user?.acl.rights;
  const sections = useMemo(() => visibleSections(rights), [rights]);
  const go = useCallback((p: string) => void navigate(p), [navigate]);
  const sequences = useMemo(() => sequenceCommands(sections, go), [sections, go]);
  const single = { enabled: user !== null && singleKeys && !isOpen && !sheet, ignoreEventWhen: inDialog, preventDefault: true };
  useHotkeys(SHEET_KEY, () => setSheet(true), { ...single, useKey: true }, [user]);
  const sequenceKeys = sequences.map((c) => `${JUMP_PREFIX}>${c.shortcut?.slice(2).toLowerCase()}`).join(", ");
  useHotkeys(sequenceKeys || `${JUMP_PREFIX}>0`, (e) => {
    const target = sequences.find((c) => c.shortcut === `${JUMP_PREFIX.toUpperCase()} ${e.key.toUpperCase()}`);
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
    const path = hit.path ?? recordRoute(hit.resource)?.path;
    if (!path) return present(toast("warning", `${hit.resourceLabel}没有可以打开的页面`));
    navigate(`${path}?open=${hit.Id}`);
  };

  if (!user) return null;
  return (
    <>
      <Palette open={isOpen} onOpenChange={setOpen} onCloseFocus={restoreFocus} commands={commands} recents={recents}
        onRun={(c) => setRan({ userName, recents: pushRecent(userName, c.id.replace(/^recent:/, "")) })} openRecord={openRecord} />
      {sheetLoaded && <ShortcutSheet open={sheet} onOpenChange={setSheet} viewCommands={viewCommands} sequences={sequences} singleKeys={singleKeys} />}
    </>
  );
}
