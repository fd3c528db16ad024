import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { RpcStatus, validateRecord, type FieldDef, type ResourceDef } from "../../catalogue";
import { isRpcFailure } from "../../rpc/failures";
import { present, toast } from "../../rpc/notices";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ChangeDiff } from "./ChangeDiff";
import { extrasOf } from "./editorExtras";
import { FieldInput } from "./FieldInput";
import { formatValue } from "./format";
import { equalValues, formFields, fromFormValue, toFormValue, type FormValue } from "./formValues";

export type EditorState = { mode: "create" } | { mode: "view" | "edit"; record: Rec };

function initialValues(fields: readonly FieldDef[], record: Rec | null): Record<string, FormValue> {
  return Object.fromEntries(fields.map((f) => [f.key, toFormValue(f, record ? record[f.key] : undefined)]));
}

/**
 * The slide-over editor: fields from the catalogue, focus in the first one, Chinese validation before
 * sending, Ctrl/⌘+S saves, Esc asks before unsaved changes are lost, a conflict offers to reload.
 */
export function Editor({ def, state, canWrite, onClose, onSaved, onEdit }: {
  def: ResourceDef;
  state: EditorState;
  canWrite: boolean;
  onClose(): void;
  onSaved(record: Rec): void;
  onEdit(): void;
}) {
  const client = useMemo(() => resourceClient(def), [def]);
  const extras = extrasOf(def);
  const fields = useMemo(() => formFields(def.fields), [def]);
  const serverSet = useMemo(() => def.fields.filter((f) => f.editable === false), [def]);
  const record = state.mode === "create" ? null : state.record;
  const readOnly = state.mode === "view" || !canWrite;
  const mode = state.mode === "create" ? "create" : "edit";

  const [base, setBase] = useState(() => initialValues(fields, record));
  const [values, setValues] = useState(base);
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState<Rec | null>(record);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const firstInput = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const fresh = initialValues(fields, record);
    setBase(fresh);
    setValues(fresh);
    setCurrent(record);
    setErrors({});
    setExtra({});
    setConflict(false);
  }, [record, fields, state.mode]);

  const dirty = !readOnly && (fields.some((f) => !equalValues(values[f.key] ?? "", base[f.key] ?? "")) || Object.values(extra).some((v) => v !== ""));
  const requestClose = () => (dirty ? setAskClose(true) : onClose());

  const change = (key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value, ...(extras?.follow?.(key, value, v) ?? {}) }));
    setErrors((e) => ({ ...e, [key]: "" }));
  };

  const reload = async () => {
    if (!current) return;
    const fresh = (await client.get(current.Id)).data;
    const next = initialValues(fields, fresh);
    setCurrent(fresh);
    setBase(next);
    setValues(next);
    setConflict(false);
  };

  const save = async () => {
    if (readOnly || saving) return;
    const data: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const f of fields) {
      if (mode === "edit" && f.createOnly) continue;
      if (mode === "edit" && equalValues(values[f.key] ?? "", base[f.key] ?? "")) continue;
      const wire = fromFormValue(f, values[f.key] ?? "");
      if (f.kind === "json" && typeof wire === "string") found[f.key] = `${f.label}不是有效的 JSON`;
      if (mode === "create" && wire === null) continue;
      data[f.key] = wire;
    }
    const checked = validateRecord(fields, Object.fromEntries(Object.entries(data).filter(([k]) => !found[k])), mode === "create" ? "create" : "update");
    if (!checked.ok) for (const e of checked.errors) found[e.field] ??= e.message;
    const more = extras?.check(mode, extra) ?? { errors: {}, data: {} };
    Object.assign(found, more.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (mode === "edit" && Object.keys(data).length === 0 && Object.keys(more.data).length === 0) return onClose();
    setSaving(true);
    try {
      const answer = mode === "create"
        ? await client.create({ ...data, ...more.data })
        : await client.update(current!.Id, current!.utime, { ...data, ...more.data }, { expect: [RpcStatus.ABORTED] });
      present(toast("success", mode === "create" ? `已新建${def.label}` : "已保存"));
      onSaved(answer.data);
    } catch (err) {
      if (isRpcFailure(err) && err.status === RpcStatus.ABORTED) setConflict(true);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void save();
      return;
    }
    const inField = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
    if (!inField && state.mode === "view" && canWrite && e.key === "e" && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      onEdit();
    }
  };

  const title = state.mode === "create" ? `新建${def.label}` : `${state.mode === "edit" && canWrite ? "编辑" : "查看"}${def.label}`;
  const recordName = current ? String(current[def.titleField] ?? `#${current.Id}`) : "";
  let firstSet = false;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/20" />
        <Dialog.Content data-testid="editor" aria-describedby={undefined} onKeyDown={onKeyDown}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (firstInput.current ?? (e.currentTarget as HTMLElement | null))?.focus();
          }}
          onEscapeKeyDown={(e) => {
            if (dirty) {
              e.preventDefault();
              setAskClose(true);
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(520px,100vw)] flex-col bg-white shadow-2xl outline-none">
          <header className="flex items-center justify-between border-b border-gray-200 px-6 py-4">
            <Dialog.Title className="text-base font-medium">{title}{recordName && <span className="ml-2 text-gray-600">{recordName}</span>}</Dialog.Title>
            <button type="button" onClick={requestClose} className="rounded p-1 hover:bg-gray-100" aria-label="关闭"><X size={18} aria-hidden="true" /></button>
          </header>
          {conflict && (
            <div role="alert" data-testid="conflict" className="mx-6 mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-800">
              此{def.label}已被其他人修改，您的修改没有保存。重新加载会显示最新内容（您未保存的修改将丢失）。
              <button type="button" onClick={() => void reload()} className="ml-2 rounded bg-amber-500 px-3 py-1 text-white hover:bg-amber-600">重新加载</button>
            </div>
          )}
          <form className="flex-1 space-y-4 overflow-y-auto px-6 py-4" noValidate onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}>
            {def.screen?.detail === "changes" && current ? <ChangeDiff record={current} /> : fields.map((f) => {
              const id = `field-${def.name}-${f.key}`;
              const disabled = readOnly || (mode === "edit" && f.createOnly === true);
              const ref = !disabled && !firstSet ? ((firstSet = true), (el: HTMLElement | null) => { firstInput.current = el; }) : undefined;
              return (
                <div key={f.key}>
                  <label htmlFor={id} className={`mb-1 block text-gray-700 ${f.required && !readOnly ? "before:mr-0.5 before:text-red-500 before:content-['*']" : ""}`}>{f.label}</label>
                  <FieldInput field={f} id={id} value={values[f.key] ?? ""} disabled={disabled} invalid={Boolean(errors[f.key])} onChange={(v) => change(f.key, v)} inputRef={ref} />
                  {errors[f.key] && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{errors[f.key]}</p>}
                  {f.help && !errors[f.key] && <p className="mt-1 text-xs text-gray-600">{f.help}</p>}
                </div>
              );
            })}
            {!readOnly && extras?.inputs(mode).map((x) => {
              const id = `field-${def.name}-${x.key}`;
              return (
                <div key={x.key}>
                  <label htmlFor={id} className="mb-1 block text-gray-700">{x.label}</label>
                  <input id={id} type={x.type} autoComplete={x.autoComplete} value={extra[x.key] ?? ""} aria-invalid={Boolean(errors[x.key]) || undefined}
                    onChange={(e) => setExtra({ ...extra, [x.key]: e.target.value })} className="w-full rounded border border-gray-300 px-3 py-1.5 focus:border-primary" />
                  {errors[x.key] && <p className="mt-1 text-sm text-red-600">{errors[x.key]}</p>}
                </div>
              );
            })}
            {current && serverSet.length > 0 && (
              <dl className="grid grid-cols-[7rem_1fr] gap-y-1 border-t border-gray-100 pt-4 text-sm text-gray-600">
                {serverSet.map((f) => [<dt key={`${f.key}-t`}>{f.label}</dt>, <dd key={`${f.key}-d`}>{formatValue(f, current[f.key]) || "—"}</dd>])}
              </dl>
            )}
            <button type="submit" hidden tabIndex={-1} />
          </form>
          <footer className="flex items-center justify-end gap-2 border-t border-gray-200 px-6 py-3">
            {readOnly ? (
              <>
                {canWrite && state.mode === "view" && <button type="button" onClick={onEdit} className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary-ink">编辑 <kbd className="ml-1 text-xs">E</kbd></button>}
                <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-1.5">关闭</button>
              </>
            ) : (
              <>
                <button type="button" onClick={requestClose} className="rounded border border-gray-300 px-4 py-1.5">取消</button>
                <button type="button" onClick={() => void save()} disabled={saving} className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary-ink disabled:opacity-60">
                  保存 <kbd className="ml-1 text-xs">Ctrl S</kbd>
                </button>
              </>
            )}
          </footer>
          <ConfirmDialog open={askClose} title="放弃未保存的修改？" description="关闭后，您在此表单中的修改将丢失。" confirmLabel="放弃修改" danger
            onConfirm={() => {
              setAskClose(false);
              onClose();
            }}
            onCancel={() => setAskClose(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
