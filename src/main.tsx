import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { unregisterServiceWorkers } from "./app/serviceWorker";
import "./index.css";

unregisterServiceWorkers();
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
