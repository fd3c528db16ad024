import { lazy, Suspense, useEffect } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ALL_ROUTES } from "../catalogue";
import { getToken } from "../rpc/storage";
import { Fallback } from "./Fallback";
import { PageLoading } from "./PageLoading";
import { RouteScreen } from "./RouteScreen";
import { useSession } from "./session";

const loadFrame = () => import("./Frame");
const Frame = lazy(loadFrame);

const bare = ALL_ROUTES.filter((r) => r.noLayout || r.fullScreen);
const framed = ALL_ROUTES.filter((r) => !r.noLayout && !r.fullScreen);

/**
 * The frame (menu, header and their Radix menus) only once a user is known: a signed-out visit to
 * a framed path goes on to /user/login, which must not fetch it. With a token the user is most
 * likely signed in, so the frame is fetched alongside their user instead of after it.
 */
function SignedInFrame() {
  const { user, loading } = useSession();
  useEffect(() => {
    if (loading && getToken() !== "") void loadFrame();
  }, [loading]);
  if (loading || !user) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}><Frame /></Suspense>;
}

/** Every catalogue route: no-layout and full-screen ones bare, the rest inside the frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/welcome" replace />} />
      {bare.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
      <Route element={<SignedInFrame />}>
        {framed.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
