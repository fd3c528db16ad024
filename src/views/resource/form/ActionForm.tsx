import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { FieldDef } from "../../../catalogue";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../ui/dialog";
import { Kbd } from "../../../ui/kbd";
import { useReturnFocus } from "../../../ui/useReturnFocus";
import { collectForm, initialValues, type FormValues } from "./collect";
import { FieldList, firstControl } from "./FieldList";
import { firstFaulty, useFocusOnFault } from "./focusField";
import { limitErrors, withLimits } from "./recordLimits";
import { fieldOfRefusal } from "./refusal";

/**
 * Focuses the form's first control; when that control is still loading (a reference's lazy input,
 * 排入场次's 场次), the dialog holds the focus until it appears and then hands it on — unless the user
 * has moved it meanwhile.
 */
function focusFirstControl(content: HTMLElement | null): void {
  if (!content) return;
  const first = firstControl(content);
  if (first) {
    first.focus();
    return;
  }
  content.focus();
  const observer = new MutationObserver(() => {
    const control = firstControl(content);
    if (!control) return;
    observer.disconnect();
    if (document.activeElement === content) control.focus();
  });
  observer.observe(content, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 5000);
}

/**
 * The form of an action or transition with input (退款 › 金额和原因): the same inputs and the same
 * validation as the editors, Ctrl/⌘+Enter submits, Esc cancels. It stays open while the call runs and
 * when the server refuses, so nothing typed is lost. An error about a field is shown at it and the focus
 * goes there; nothing is disabled while the call runs, so the focus never falls out of the dialog.
 */
export function ActionForm({ title, description, confirm, fields: inputs, record, submitLabel, onSubmit, onCancel }: {
  title: string;
  description: string;
  /** The action's confirmation, shown above its button: submitting is agreeing to it. */
  confirm?: string | undefined;
  fields: readonly FieldDef[];
  /** The one record it acts on: inputs bounded by it (退款金额 ≤ 可退金额) show and check their bound. */
  record?: Readonly<Record<string, unknown>> | undefined;
  submitLabel: string;
  onSubmit(data: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const fields = useMemo(() => withLimits(inputs, record), [inputs, record]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(true);
  const formRef = useRef<HTMLFormElement | null>(null);
  const fault = useFocusOnFault(formRef, (key) => `action-${id}-${key}`);

  const submit = async () => {
    if (busy) return;
    const { data, errors: checked } = collectForm(fields, values, "create");
    const found = { ...limitErrors(fields, data, record), ...checked };
    setErrors(found);
    if (Object.keys(found).length > 0) return fault(firstFaulty(fields.map((f) => f.key), found));
    setBusy(true);
    try {
      await onSubmit(data);
    } catch (err) {
      const onField = fieldOfRefusal(fields, err);
      // The transport has shown the refusal; one about a field also marks it.
      if (onField) {
        setErrors((e) => ({ ...e, [onField.key]: onField.message }));
        fault(onField.key);
      }
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === "Enter") {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onCancel()}>
      <DialogContent data-testid="action-form" aria-describedby={`${id}-description`} onKeyDown={onKeyDown} onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          focusFirstControl(e.currentTarget as HTMLElement | null);
        }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id={`${id}-description`}>{description}</DialogDescription>
        <form ref={formRef} noValidate className="mt-4 space-y-4" aria-busy={busy || undefined} onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}>
          <FieldList idPrefix={`action-${id}`} fields={fields} values={values} errors={errors} disabled={() => false} starred
            onChange={(key, value) => {
              setValues((v) => ({ ...v, [key]: value }));
              setErrors((er) => ({ ...er, [key]: "" }));
            }} />
          {confirm && <p role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{confirm}</p>}
          <button type="submit" hidden tabIndex={-1} />
        </form>
        <DialogFooter>
          <Button onClick={onCancel}>取消 <Kbd>Esc</Kbd></Button>
          <Button variant="primary" aria-disabled={busy || undefined} onClick={() => void submit()}>{submitLabel} <Kbd tone="inverse">Ctrl Enter</Kbd></Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
