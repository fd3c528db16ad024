import { lazy, Suspense, useMemo, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useNavigate } from "react-router";
import { visibleSections } from "../acl/visibility";
import { useSession } from "../app/session";
import { navigationCommands } from "./navigation";
import { usePaletteState } from "./paletteState";
import { useViewCommandList } from "./viewCommands";

/** Loaded on first use, so cmdk and the dialog stay out of the login page's budget. */
const Palette = lazy(() => import("./Palette"));

/** Ctrl/⌘+K anywhere (even in a field) opens the palette for a signed-in user. */
export function PaletteHost() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { isOpen, setOpen, restoreFocus } = usePaletteState();
  const [loaded, setLoaded] = useState(false);
  useHotkeys("mod+k", () => {
    setLoaded(true);
    setOpen(!isOpen);
  }, { enableOnFormTags: true, enableOnContentEditable: true, preventDefault: true, enabled: user !== null }, [isOpen, user]);

  const rights = user?.acl.rights;
  const navigation = useMemo(() => navigationCommands(visibleSections(rights), (p) => navigate(p)), [rights, navigate]);
  const viewCommands = useViewCommandList();
  // The focused row's actions first, then the view's, then navigation (issue 5 orders the rest).
  const commands = useMemo(() => [...viewCommands.filter((c) => c.scope === "row"), ...viewCommands.filter((c) => c.scope !== "row"), ...navigation], [viewCommands, navigation]);
  if (!user || !(loaded || isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <Palette open={isOpen} onOpenChange={setOpen} onCloseFocus={restoreFocus} commands={commands} />
    </Suspense>
  );
}
