import { useEffect, useState } from "react";
import { formatMoney, type ResourceDef, type SummaryRow } from "../../../catalogue";
import { rpc } from "../../../rpc/transport";
import { cn } from "../../../ui/cn";

/** A net amount: -¥1,234.56 rather than ¥-1,234.56. */

/**
 * Totals of the rows the current filter matches (income, expense and net per group), above the grid.
 * Read again whenever the filter changes or the list has been read again (after a save, an action):
 * each time the list's reading ends.
 */
export function SummaryBanner({ def, jsonq, listBusy }: { def: ResourceDef; jsonq: string | undefined; listBusy: boolean }) {
  const summary = def.screen?.summary;
  const [rows, setRows] = useState<readonly SummaryRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!summary || listBusy) return;
    const abort = new AbortController();
    rpc<{ data: SummaryRow[] }>(`${def.service}/${summary.method}`, { cond: { jsonq } }, { silent: true, signal: abort.signal })
      .then((answer) => {
        setRows(answer.data);
        setFailed(false);
      })
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [def.service, summary, jsonq, listBusy]);
  if (!summary) return null;
  const all = rows?.find((r) => r.key === "ALL");
  const groups = rows?.filter((r) => r.key !== "ALL") ?? [];
  return (
    <section aria-label={summary.label} data-testid="summary-banner" data-slot="summary-banner" aria-live="polite"
      className="rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-gray-800">
      {failed ? <p>合计暂时读不到，请刷新重试。</p> : !rows ? <p>正在计算合计…</p> : (
        <>
          <p className="font-medium" data-testid="summary-ALL">
            {summary.label}（{all?.count ?? 0} 笔）：收入 {formatMoney(all?.income ?? 0)} · 支出 {formatMoney(all?.expense ?? 0)} · 净额{" "}
            <span className={cn((all?.net ?? 0) < 0 && "text-red-700")}>{formatMoney(all?.net ?? 0)}</span>
          </p>
          {groups.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-700">
              {groups.map((r) => (
                <li key={r.key} data-testid={`summary-${r.key}`}>
                  {r.label}：收 {formatMoney(r.income)} / 支 {formatMoney(r.expense)} / 净 <span className={cn(r.net < 0 && "text-red-700")}>{formatMoney(r.net)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
