import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { unregisterServiceWorkers } from "./app/serviceWorker";
import { installPaletteKeys } from "./commands/paletteKeys";
import { LOGIN_PATH } from "./rpc/config";
import { getToken } from "./rpc/storage";
import "./index.css";

unregisterServiceWorkers();
// Before React renders: a Ctrl/⌘+K pressed while the signed-in shell still loads is kept, with the keys after it.
installPaletteKeys({ mayOpenLater: () => getToken() !== "" && location.pathname !== LOGIN_PATH });
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
