import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import Palette from "../../src/commands/Palette";
import { registerPaletteHost } from "../../src/commands/paletteKeys";
import type { Command } from "../../src/commands/types";
import type { ProbeWindow } from "./probe";

/** The real palette, opened by Ctrl+K through paletteKeys as the console's PaletteHost does. */
export function BenchHost({ commands, startOpen }: { commands: readonly Command[]; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  useLayoutEffect(() => {
    registerPaletteHost({ isOpen: () => openRef.current, open: () => flushSync(() => setOpen(true)), close: () => setOpen(false) });
    return () => void registerPaletteHost(null);
  }, []);
  useEffect(() => {
    (window as unknown as ProbeWindow).__ready = true;
  }, []);
  return (
    <main className="p-6">
      <h1 className="text-lg">palette bench</h1>
      <Palette open={open} onOpenChange={setOpen} onCloseFocus={() => document.body.focus()} commands={commands} recents={[]}
        onRun={() => undefined} openRecord={() => undefined} />
    </main>
  );
}
