import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { PaletteStateProvider } from "../commands/paletteState";
import { ViewCommandsProvider } from "../commands/viewCommands";
import { AppRoutes } from "./AppRoutes";
import { Notices } from "./Notices";
import { PrefsProvider } from "../state/prefs";
import { queryClient } from "./queryClient";
import { RouterBridge } from "./RouterBridge";
import { SessionProvider } from "../state/session";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouterBridge />
        <SessionProvider>
          <PrefsProvider>
            <PaletteStateProvider>
              <ViewCommandsProvider>
                <AppRoutes />
              </ViewCommandsProvider>
            </PaletteStateProvider>
          </PrefsProvider>
        </SessionProvider>
      </BrowserRouter>
      <Notices />
    </QueryClientProvider>
  );
}
