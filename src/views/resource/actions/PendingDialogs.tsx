import type { ResourceDef } from "../../../catalogue";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ActionForm } from "../form/ActionForm";
import { targetCount, targetPhrase, titleOf } from "./target";
import type { Pending } from "./useOperations";

function confirmTitle(def: ResourceDef, pending: Pending): string {
  const { offer, target } = pending;
  if (offer.op.kind === "delete") {
    if (target.kind === "row") return `删除${def.label}「${titleOf(def, target.row)}」？`;
    return `删除${targetPhrase(def, target)}？`;
  }
  const what = pending.choice ? `${offer.label}为「${pending.choice.label}」` : offer.label;
  return `${what}：${targetPhrase(def, target)}？`;
}

/** The confirmation or the form an offer waits on. */
export function PendingDialogs({ def, pending, onConfirm, onSubmit, onCancel }: {
  def: ResourceDef;
  pending: Pending | null;
  onConfirm(): void;
  onSubmit(data: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}) {
  const confirming = pending?.stage === "confirm" ? pending : null;
  const deleting = confirming?.offer.op.kind === "delete";
  const description = deleting ? (def.softDelete ? "删除后将不再出现在列表中。" : "删除后无法恢复。") : confirming?.confirm;
  return (
    <>
      <ConfirmDialog open={confirming !== null} danger={deleting || confirming?.offer.danger === true}
        confirmLabel={deleting ? "删除" : confirming?.choice?.label ?? confirming?.offer.label ?? "确定"}
        title={confirming ? confirmTitle(def, confirming) : ""} description={description} onConfirm={onConfirm} onCancel={onCancel} />
      {pending?.stage === "form" && pending.offer.form && (
        <ActionForm title={pending.offer.label} fields={pending.offer.form} confirm={pending.confirm} record={pending.target.kind === "row" ? pending.target.row : undefined}
          description={`对${targetPhrase(def, pending.target)}${targetCount(pending.target) > 1 ? `（共 ${targetCount(pending.target)} 条）` : ""}执行「${pending.offer.label}」`}
          submitLabel={pending.offer.label} onSubmit={onSubmit} onCancel={onCancel} />
      )}
    </>
  );
}
