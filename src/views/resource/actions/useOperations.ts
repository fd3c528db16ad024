import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { opensPath, type ActionChoice, type ResourceDef } from "../../../catalogue";
import { present, toast } from "../../../rpc/notices";
import type { ResourceClient } from "../../../rpc/resourceClient";
import type { ResourceJobs } from "../jobs";
import type { ListQuery } from "../usePagedList";
import { copyLinkOf } from "./copyLink";
import { execute, executeMakes, executeView } from "./execute";
import type { Offer } from "./offers";
import type { OpTarget, Target } from "./target";

/** An offer waiting for the user: its confirmation, or its form. */
export interface Pending {
  readonly offer: Offer;
  readonly target: OpTarget;
  readonly stage: "confirm" | "form";
  readonly input: Readonly<Record<string, unknown>>;
  readonly choice?: ActionChoice | undefined;
  readonly confirm?: string | undefined;
}

function doneMessage(def: ResourceDef, offer: Offer, n: number): string {
  if (offer.op.kind === "delete") return `已删除 ${n} 条${def.label}`;
  return n > 1 ? `${offer.label}：已完成 ${n} 条` : `${offer.label}：已完成`;
}

/** The batch job operation for an offer over several rows: delete, or an action over rows; transitions run at once. */
function jobOperation(offer: Offer): string | null {
  if (offer.op.kind === "delete") return "delete";
  return offer.op.kind === "action" && offer.op.action.scope === "rows" ? offer.op.action.name : null;
}

/**
 * Running what the user chose on its target, straight away or after a confirmation or a form: the
 * focused row by a call of its own; a selection or every matching row by a batch job (followed in
 * the JobPanel), except transitions, whose `{Ids}` call moves the selection all or nothing.
 */
export function useOperations({ def, client, jobs, refresh, clearSelection, focusGrid }: {
  def: ResourceDef;
  client: ResourceClient;
  jobs: ResourceJobs;
  refresh(): Promise<void>;
  clearSelection(): void;
  focusGrid(): void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const navigate = useNavigate();

  /** Answers whether it went through (a refusal has shown its message). */
  const run = useCallback(async (offer: Offer, target: OpTarget, input: Readonly<Record<string, unknown>>): Promise<boolean> => {
    try {
      if (target.kind === "view" && offer.op.kind === "action" && offer.op.action.opens !== undefined) {
        // A page of its own for the whole view (批量上传 → /vodvideo/upload).
        void navigate(offer.op.action.opens);
        return true;
      }
      if (target.kind === "view") {
        const answer = await executeView(def, offer.op, input);
        if (offer.op.kind === "action" && offer.op.action.job && typeof answer.Id === "number") jobs.follow(answer.Id);
        // The server's own account where it gives one (生成本月台账: how many entries, or that none were new).
        else present(toast("success", typeof answer.message === "string" && answer.message !== "" ? answer.message : `${offer.label}：已完成`));
        await refresh();
        return true;
      }
      if (offer.op.kind === "action" && offer.op.action.opens !== undefined && target.kind === "row") {
        // A route of its own for the row (打开排版 → /hd/hdpcoll/layout?id=).
        void navigate(opensPath(offer.op.action, target.row));
        return true;
      }
      if (offer.op.kind === "action" && offer.op.action.copies && target.kind === "row") {
        // An address for the row (复制分享链接): to the clipboard, nothing changes.
        return await copyLinkOf(def.service, offer.op.action.name, target.row.Id, offer.label);
      }
      if (offer.op.kind === "action" && offer.op.action.makes) {
        // One record made of the whole target (a draft gift batch), opened on its own screen.
        const to = await executeMakes(def, offer.op.action, target, input);
        clearSelection();
        void navigate(to);
        return true;
      }
      const operation = jobOperation(offer);
      if (target.kind !== "row" && operation !== null) {
        const started = await jobs.batch(operation, target.kind === "rows" ? { Ids: target.rows.map((r) => r.Id) } : { cond: target.query.cond }, input);
        if (started === null) return false;
        clearSelection();
        return true;
      }
      if (target.kind === "matching") return false; // offersFor offers nothing else over unloaded rows
      const n = await execute(def, client, offer.op, target.kind === "row" ? [target.row] : target.rows, input, jobs.follow);
      present(toast("success", doneMessage(def, offer, n)));
      clearSelection();
      await refresh();
      return true;
    } catch {
      // The failure has shown its message; a delete of several rows stops at the first refusal.
      await refresh();
      return false;
    } finally {
      focusGrid();
    }
  }, [def, client, jobs, refresh, clearSelection, focusGrid, navigate]);

  /** From a button or a key: a form first where the offer has input, else its confirmation, else at once. */
  const start = useCallback((offer: Offer, target: OpTarget, choice?: ActionChoice) => {
    const input = choice?.input ?? {};
    const confirm = choice?.confirm ?? offer.confirm;
    if (offer.form && !choice) setPending({ offer, target, stage: "form", input, confirm });
    else if (confirm !== undefined || offer.op.kind === "delete") setPending({ offer, target, stage: "confirm", input, choice, confirm });
    else void run(offer, target, input);
  }, [run]);

  const confirm = useCallback(() => {
    if (!pending) return;
    setPending(null);
    void run(pending.offer, pending.target, pending.input);
  }, [pending, run]);

  const submitForm = useCallback(async (data: Record<string, unknown>) => {
    if (pending && (await run(pending.offer, pending.target, data))) setPending(null);
  }, [pending, run]);

  const cancel = useCallback(() => {
    setPending(null);
    focusGrid();
  }, [focusGrid]);

  /** The selected rows, else every row of the filter, as a server export job (an Excel file, followed in the JobPanel). */
  const exportRows = useCallback(async (query: ListQuery, target: Target | null) => {
    await jobs.exportList(query, target?.kind === "rows" ? target.rows.map((r) => r.Id) : undefined);
  }, [jobs]);

  return { pending, start, run, confirm, submitForm, cancel, exportRows };
}

export type Operations = ReturnType<typeof useOperations>;
