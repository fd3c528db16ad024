import { lazy, Suspense, useEffect } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ALL_ROUTES } from "../catalogue";
import { paletteGone } from "../commands/paletteKeys";
import { LOGIN_PATH } from "../rpc/config";
import { getToken } from "../rpc/storage";
import { toLogin } from "../rpc/transport";
import { Fallback } from "./Fallback";
import LoginPage from "./LoginPage";
import { PageLoading } from "./PageLoading";
import { RouteScreen } from "./RouteScreen";
import { useSession } from "../state/session";

const loadShell = () => import("./Frame");
const Shell = lazy(loadShell);

const bare = ALL_ROUTES.filter((r) => (r.noLayout || r.fullScreen) && r.path !== LOGIN_PATH);
const framed = ALL_ROUTES.filter((r) => !r.noLayout && !r.fullScreen);

/**
 * The signed-in shell (the palette, and for framed routes the menu, header and their Radix menus)
 * only once a user is known: a signed-out visit goes on to /user/login, which must not fetch it. With
 * a token the user is most likely signed in, so the shell is fetched alongside their user instead of after it.
 */
function SignedIn({ layout }: { layout: boolean }) {
  const { user, loading } = useSession();
  useEffect(() => {
    // Without a token nobody is signed in: straight to the login page, without waiting for the server to say so.
    if (getToken() === "") toLogin();
    else if (loading) void loadShell();
    // No palette is coming: keys held since an early Ctrl/⌘+K go back to the page.
    if (!loading && !user) paletteGone();
  }, [loading, user]);
  if (loading || !user) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}><Shell layout={layout} /></Suspense>;
}

/** `/` opens the welcome page; signed out, straight to the login page that returns there (one hop, not two). */
function Root() {
  return <Navigate to={getToken() === "" ? `${LOGIN_PATH}?redirect=${encodeURIComponent("/welcome")}` : "/welcome"} replace />;
}

/**
 * Every catalogue route: the login page bare, the signed-in ones in the shell, framed unless no-layout
 * or full-screen. The login page is part of the entry chunk (2 KB): a lazy one would show the loading
 * view first, and React holds a revealed fallback on screen for 300 ms.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />} />
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route element={<SignedIn layout={false} />}>
        {bare.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
      </Route>
      <Route element={<SignedIn layout />}>
        {framed.map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />)}
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
