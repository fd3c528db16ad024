/**
 * Annotorious' WebGL layer needs `new Function` (server/static.ts gives only the canvas page 'unsafe-eval').
 * A page loaded under the console's stricter policy (the canvas reached by an in-app link) is loaded again
 * once, so that the server answers it with the canvas page's policy.
 */
const RELOADED = "moyuan.annotation.reloaded";
const CANVAS_PATH = "/revise/hdpslice";

/** Whether this document was loaded for the canvas page itself (then the server gave it the canvas' policy). */
function loadedAsCanvas(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  try {
    return entry !== undefined && new URL(entry.name).pathname.replace(/\/+$/, "") === CANVAS_PATH;
  } catch {
    return false;
  }
}

function evalAllowed(): boolean {
  try {
    // The same probe PixiJS makes before it starts.
    return (new Function("return true") as () => boolean)() === true;
  } catch {
    return false;
  }
}

/** "ready" — draw; "reloading" — the page is being fetched again; "blocked" — even a fresh page may not evaluate code. */
export function canvasPolicy(): "ready" | "reloading" | "blocked" {
  const here = window.location.pathname + window.location.search;
  // Probing under a policy that forbids it logs a violation: not done when the page was loaded as the canvas.
  if (loadedAsCanvas() || evalAllowed()) {
    sessionStorage.removeItem(RELOADED);
    return "ready";
  }
  if (sessionStorage.getItem(RELOADED) === here) return "blocked";
  sessionStorage.setItem(RELOADED, here);
  window.location.replace(window.location.href);
  return "reloading";
}
