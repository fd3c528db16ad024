import { Link } from "react-router";
import { SYNC_MODES, SYNC_RUN_STATUSES } from "../../../catalogue/resources/dashboard/syncEnums";
import type { Rec } from "../../../rpc/resourceClient";
import { FigureBody } from "../FigureState";
import { formatShanghai } from "./time";
import { lagText, taskRunsUrl, toneOf, TONE_LABEL, type Tone } from "./tone";

const TONE_CLASS: Record<Tone, string> = {
  red: "border-red-600 bg-red-50",
  amber: "border-amber-500 bg-amber-50",
  green: "border-green-600 bg-green-50",
};
const DOT: Record<Tone, string> = { red: "bg-red-600", amber: "bg-amber-500", green: "bg-green-600" };
const labelOf = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? "—";

/**
 * 任务状态墙: one card per task, coloured by its last run and its lag (./tone.ts), each a link — Tab
 * reaches it, Enter opens the task's runs. The colour is also said in words (not by colour alone).
 */
export function StatusWall({ tasks, loading, error, retry }: { tasks: Rec[]; loading: boolean; error: Error | null; retry(): void }) {
  return (
    <section aria-labelledby="sync-wall-title" className="rounded bg-white p-4" data-testid="sync-status-wall">
      <h2 id="sync-wall-title" className="mb-3 font-medium">任务状态墙</h2>
      <FigureBody label="任务状态墙" height={160} loading={loading} error={error} retry={retry}>
        {() => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {tasks.map((t) => {
              const tone = toneOf(t);
              const lag = typeof t.lagSeconds === "number" ? t.lagSeconds : null;
              return (
                <li key={t.Id}>
                  <Link to={taskRunsUrl(t.Id)} data-testid="sync-task-card" data-tone={tone}
                    className={`block rounded border-l-4 p-3 text-sm text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${TONE_CLASS[tone]}`}>
                    <span className="flex items-center gap-2 font-medium">
                      <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${DOT[tone]}`} />
                      {String(t.name)}
                      <span className="ml-auto text-xs font-normal">{TONE_LABEL[tone]}{t.enabled === false ? " · 已暂停" : ""}</span>
                    </span>
                    <span className="mt-1 block text-gray-700">{String(t.source)} → {String(t.target)}</span>
                    <span className="mt-1 block text-gray-700">
                      {labelOf(SYNC_MODES, t.mode)}{t.cron ? `（${String(t.cron)}）` : ""} · 上次 {labelOf(SYNC_RUN_STATUSES, t.lastRunStatus)}
                      {typeof t.lastRunAt === "number" ? ` · ${formatShanghai(t.lastRunAt)}` : ""}
                      {lag !== null ? ` · 延迟 ${lagText(lag)}` : ""}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </FigureBody>
    </section>
  );
}
