import { useExpiringDomains } from "./useExpiringDomains";

/** The dashboard's panel of domains nearing expiry, soonest first (users with sysadmin rights). */
export function DomainPanel() {
  const { allowed, domains, loading } = useExpiringDomains();
  if (!allowed) return null;
  return (
    <section id="domains" aria-labelledby="domains-title" className="rounded bg-white p-6" data-testid="domain-panel">
      <h2 id="domains-title" className="font-medium">即将到期的域名</h2>
      {loading ? <p className="mt-3 text-gray-600">加载中…</p> : domains.length === 0 ? (
        <p className="mt-3 text-gray-600">近期没有需要续费的域名。</p>
      ) : (
        <table className="mt-3 w-full text-left">
          <thead className="text-gray-600">
            <tr><th className="py-1.5 font-normal">域名</th><th className="font-normal">到期日</th><th className="font-normal">状态</th><th className="font-normal">用途</th></tr>
          </thead>
          <tbody>
            {domains.map((d) => (
              <tr key={d.Id} className="border-t border-gray-100" data-testid="domain-row">
                <td className="py-2 font-mono">{d.name}</td>
                <td>{d.expiresAt}</td>
                <td className={d.daysLeft < 0 ? "text-red-700" : d.daysLeft <= 7 ? "text-amber-700" : ""}>
                  {d.daysLeft < 0 ? `已过期 ${-d.daysLeft} 天` : d.daysLeft === 0 ? "今天到期" : `剩余 ${d.daysLeft} 天`}
                </td>
                <td className="text-gray-600">{d.purpose ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
