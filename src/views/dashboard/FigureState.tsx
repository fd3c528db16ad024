import type { ReactNode } from "react";
import { Button } from "../../ui/button";

/** A figure's place while it loads (a grey skeleton the size of the figure). */
export function Skeleton({ height, label }: { height: number; label: string }) {
  return (
    <div role="status" aria-label={`${label}加载中`} style={{ height }} className="w-full animate-pulse rounded bg-gray-100" data-testid="figure-loading" />
  );
}

/** A figure that could not be read: the server's reason and 重试, in place of the figure only. */
export function FigureError({ label, error, retry, compact }: { label: string; error: Error; retry(): void; compact?: boolean }) {
  const reason = error.message && error.message !== "network" ? error.message : "网络不可用或服务器未响应";
  return (
    <div role="alert" className={`flex ${compact ? "flex-col items-start gap-1" : "items-center gap-3"} text-sm text-red-700`} data-testid="figure-error">
      <span>{label}读取失败：{reason}</span>
      <Button size="sm" onClick={retry}>重试</Button>
    </div>
  );
}

/** Loading, error, or the figure. */
export function FigureBody({ label, height, loading, error, retry, children }: {
  label: string; height: number; loading: boolean; error: Error | null; retry(): void; children: () => ReactNode;
}) {
  if (error) return <div style={{ minHeight: height }} className="flex items-center"><FigureError label={label} error={error} retry={retry} /></div>;
  if (loading) return <Skeleton height={height} label={label} />;
  return <>{children()}</>;
}
