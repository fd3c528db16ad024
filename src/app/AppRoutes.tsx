import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ALL_ROUTES } from "../catalogue";
import { Fallback } from "./Fallback";
import { PageLoading } from "./PageLoading";
import { RouteScreen } from "./RouteScreen";

const Frame = lazy(() => import("./Frame"));

const bare = ALL_ROUTES.filter((r) => r.noLayout || r.fullScreen);
const framed = ALL_ROUTES.filter((r) => !r.noLayout && !r.fullScreen);

/** Every catalogue route: no-layout and full-screen ones bare, the rest inside the frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/welcome" replace />} />
      {bare.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
      <Route element={<Suspense fallback={<PageLoading />}><Frame /></Suspense>}>
        {framed.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
