import { useQuery } from "@tanstack/react-query";
import { canRead } from "../../acl/rights";
import { useSession } from "../../state/session";
import { sysAdmin } from "../../rpc/services";

/** Domains expiring within the server's threshold, for users with sysadmin rights; refreshed every 10 minutes. */
export function useExpiringDomains() {
  const { user } = useSession();
  const allowed = canRead(user?.acl.rights, "sysadmin");
  const query = useQuery({
    queryKey: ["expiringDomains"],
    queryFn: async () => (await sysAdmin.listExpirationIsComingDomain()).data,
    enabled: allowed,
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
  return { allowed, domains: query.data ?? [], loading: allowed && query.isPending };
}
