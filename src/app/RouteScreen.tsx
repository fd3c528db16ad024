import { Suspense } from "react";
import { routeAllowed } from "../acl/visibility";
import type { ResolvedRoute } from "../catalogue";
import { LOGIN_PATH } from "../rpc/config";
import { viewOf } from "./routeViews";
import { useDocumentTitle } from "./documentTitle";
import { PageLoading } from "./PageLoading";
import { ForbiddenPage } from "./pages";
import { useSession } from "../state/session";

/** One catalogue route: its title, its rights check (403), and its lazy view. */
export function RouteScreen({ route }: { route: ResolvedRoute }) {
  const { user, loading } = useSession();
  useDocumentTitle(route.title);
  if (route.path !== LOGIN_PATH) {
    if (loading || !user) return <PageLoading />;
    if (!routeAllowed(route.objects, user.acl.rights)) return <ForbiddenPage />;
  }
  const View = viewOf(route.view);
  return (
    <Suspense fallback={<PageLoading />}>
      {/* viewOf answers one of the lazy components made once in src/app/routeViews.ts: nothing is created during render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <View route={route} />
    </Suspense>
  );
}
