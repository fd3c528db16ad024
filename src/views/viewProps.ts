import type { ResolvedRoute } from "../catalogue";

/** What every view is given: the catalogue route it renders. */
export interface ViewProps {
  route: ResolvedRoute;
}
