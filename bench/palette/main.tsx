import { createRoot } from "react-dom/client";
import { installPaletteKeys } from "../../src/commands/paletteKeys";
import "../../src/index.css";
import { BenchHost } from "./BenchHost";
import { consoleCommands, syntheticCommands } from "./commands";
import { installOpenProbe } from "./probe";

// ?n=5000 (or n=console: an administrator's real commands); &open=1 starts with the palette open.
const params = new URLSearchParams(location.search);
const n = params.get("n") ?? "5000";
const commands = n === "console" ? consoleCommands() : syntheticCommands(Number(n));

installOpenProbe();
installPaletteKeys({ mayOpenLater: () => false });
const root = document.getElementById("root");
if (root) createRoot(root).render(<BenchHost commands={commands} startOpen={params.get("open") === "1"} />);
