import { lazy, Suspense, useMemo, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useRegisterViewCommands } from "../../commands/viewCommands";
import type { Command } from "../../commands/types";
import { setJobsPanelOpen, useJobsPanelOpen } from "../../state/jobsPanel";
import { usePrefs } from "../../state/prefs";

const MyJobsSheet = lazy(() => import("./MyJobsSheet"));

const inDialog = (e: KeyboardEvent) => e.isComposing || (e.target instanceof Element && e.target.closest("[role=dialog], [role=alertdialog]") !== null);

/**
 * 我的任务 wherever a signed-in user is: the palette command (listed with its key in `?`), the key
 * `g j`, and the panel itself, loaded the first time it opens.
 */
export function MyJobsHost() {
  const open = useJobsPanelOpen();
  const { singleKeys } = usePrefs();
  const commands = useMemo<Command[]>(() => [{
    id: "app:myJobs", title: "我的任务", group: "控制台", shortcut: "G J", scope: "view",
    keywords: ["jobs", "tasks", "export", "download", "renwu", "wodrenwu", "wdrw", "xiazai", "daochu"],
    run: () => setJobsPanelOpen(true),
  }], []);
  useRegisterViewCommands("myJobs", commands);
  useHotkeys("g>j", () => setJobsPanelOpen(true), { enabled: singleKeys && !open, ignoreEventWhen: inDialog, preventDefault: true }, [singleKeys, open]);
  // Loaded at the first opening, then kept, so that closing runs its focus return.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  return loaded ? <Suspense fallback={null}><MyJobsSheet /></Suspense> : null;
}
