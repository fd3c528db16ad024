import { Globe } from "lucide-react";
import { Link } from "react-router";
import { useExpiringDomains } from "./useExpiringDomains";

/** The header's count of domains nearing expiry, for users with sysadmin rights; opens the dashboard panel. */
export default function DomainBadge() {
  const { allowed, domains } = useExpiringDomains();
  if (!allowed || domains.length === 0) return null;
  return (
    <Link to="/dashboard/analysis#domains" data-testid="domain-badge" title={`${domains.length} 个域名即将到期`}
      className="relative flex h-9 w-9 items-center justify-center rounded hover:bg-gray-100" aria-label={`${domains.length} 个域名即将到期`}>
      <Globe size={18} aria-hidden="true" />
      <span className="absolute right-0.5 top-0.5 min-w-[1.1rem] rounded-full bg-red-700 px-1 text-center text-[11px] leading-[1.1rem] text-white">{domains.length}</span>
    </Link>
  );
}
