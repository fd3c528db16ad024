// In-page timing for the open bench, installed before the palette's own key listener so that it sees
// Ctrl+K first. Times run from the keydown's own timestamp to the frame after the one that paints.

export interface OpenSample {
  /** Keydown → the palette input has focus. */
  focused: number;
  /** Keydown → the frame after the one that paints the open palette. */
  painted: number;
}

export interface ProbeWindow {
  __opens: OpenSample[];
  /** Keydown of a key nothing listens to → the next frame: one idle frame, the baseline. */
  __idle: number[];
  __ready?: boolean;
}

const afterPaint = (f: () => void) => requestAnimationFrame(() => setTimeout(f, 0));

export function installOpenProbe(): void {
  const w = window as unknown as ProbeWindow;
  w.__opens = [];
  w.__idle = [];
  let down = -1;
  window.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") down = e.timeStamp;
    else if (e.key === "F9") {
      const t0 = e.timeStamp;
      afterPaint(() => w.__idle.push(performance.now() - t0));
    }
  }, { capture: true });
  document.addEventListener("focusin", (e) => {
    if (down < 0 || !(e.target instanceof HTMLElement) || !e.target.hasAttribute("cmdk-input")) return;
    const t0 = down;
    down = -1;
    const focused = performance.now() - t0;
    afterPaint(() => w.__opens.push({ focused, painted: performance.now() - t0 }));
  });
}
