import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { LOGIN_PATH } from "../rpc/config";
import { syncDicts, syncTags } from "../rpc/dictSync";
import { sysAdmin, type CurrentUser } from "../rpc/services";
import { getToken, setToken } from "../rpc/storage";
import { leavePage } from "../rpc/navigation";
import { toLogin } from "../rpc/transport";

export const CURRENT_USER_KEY = ["currentUser"] as const;

interface Session {
  user: CurrentUser | null;
  /** The first load has not finished (spec §4: a loading view shows until it does). */
  loading: boolean;
  /** Stores a fresh token and loads its user (after signing in). */
  signedIn(token: string): Promise<CurrentUser>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}

/**
 * Spec §4 Session: unless at /user/login, fetch the current user; a failure, or a page change with no
 * user, goes to /user/login. Dictionaries and tags are synced once a user is known.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const atLogin = pathname === LOGIN_PATH;
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => sysAdmin.getUserinfo({ silent: true }),
    enabled: !atLogin,
    staleTime: Infinity,
    retry: false,
  });
  const user = query.data ?? null;

  useEffect(() => {
    if (atLogin || query.isPending) return;
    if (query.isError || !user) toLogin();
  }, [atLogin, pathname, query.isPending, query.isError, user]);

  const userId = user?.Id;
  useEffect(() => {
    if (userId === undefined) return;
    void syncDicts().catch(() => undefined);
    void syncTags().catch(() => undefined);
  }, [userId]);

  const signedIn = useCallback(async (token: string) => {
    setToken(token);
    return client.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: () => sysAdmin.getUserinfo(), staleTime: Infinity });
  }, [client]);

  const logout = useCallback(async () => {
    if (getToken() !== "") await sysAdmin.logout().catch(() => undefined);
    setToken("");
    // The new page starts with an empty cache: clearing it here would only make the mounted queries refetch.
    leavePage(LOGIN_PATH);
  }, []);

  const value = useMemo<Session>(() => ({ user, loading: !atLogin && query.isPending, signedIn, logout }), [user, atLogin, query.isPending, signedIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
