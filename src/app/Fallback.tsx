import { routeAllowed } from "../acl/visibility";
import { ALL_ROUTES } from "../catalogue";
import { PageLoading } from "./PageLoading";
import { NotFoundPage } from "./pages";
import { RouteScreen } from "./RouteScreen";
import { useSession } from "../state/session";

const analysis = ALL_ROUTES.find((r) => r.path === "/dashboard/analysis");

/** Spec §2: an unmatched path renders the dashboard analysis page [dashboard]; without that right, a 404. */
export function Fallback() {
  const { user, loading } = useSession();
  if (loading || !user) return <PageLoading />;
  if (analysis && routeAllowed(analysis.objects, user.acl.rights)) return <RouteScreen route={analysis} />;
  return <NotFoundPage />;
}
