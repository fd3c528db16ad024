import { useMemo, useState } from "react";
import { RpcStatus, type ResourceDef } from "../../../catalogue";
import { isRpcFailure } from "../../../rpc/failures";
import { present, toast } from "../../../rpc/notices";
import { resourceClient, type Rec } from "../../../rpc/resourceClient";
import { extrasOf } from "../editorExtras";
import { equalValues, formFields, type FormValue } from "../formValues";
import { collectForm, initialValues } from "./collect";
import { firstFaulty } from "./focusField";
import { fieldOfRefusal } from "./refusal";

export type EditorState = { mode: "create" } | { mode: "view" | "edit"; record: Rec };

/**
 * The editor's form: values and the values it started from, errors, the version being edited, and
 * saving (Chinese validation first; a stale version is a conflict the user resolves by reloading).
 * Mounted afresh for each record (the editor is keyed by it), so it never copies props into state.
 */
export function useEditorForm({ def, state, canWrite, preset, onSaved, onFault }: {
  def: ResourceDef;
  state: EditorState;
  canWrite: boolean;
  preset?: Readonly<Record<string, unknown>> | undefined;
  onSaved(record: Rec): void;
  /** A save was refused because of this field (checked here or by the server): the editor moves the focus to it. */
  onFault?(key: string | null): void;
}) {
  const client = useMemo(() => resourceClient(def), [def]);
  const extras = extrasOf(def);
  // A reader is never sent writers-only values (a lot's reserve price): the form does not show them either.
  const fields = useMemo(() => formFields(def.fields).filter((f) => canWrite || f.writersOnly !== true), [def, canWrite]);
  const record = state.mode === "create" ? null : state.record;
  const readOnly = state.mode === "view" || !canWrite;
  const mode = state.mode === "create" ? "create" : "update";

  const [base, setBase] = useState(() => initialValues(fields, record, mode === "create" ? preset : undefined));
  const [values, setValues] = useState(base);
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState<Rec | null>(record);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  const dirty = !readOnly && (fields.some((f) => !equalValues(values[f.key] ?? "", base[f.key] ?? "")) || Object.values(extra).some((v) => v !== ""));

  const change = (key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value, ...(extras?.follow?.(key, value, v) ?? {}) }));
    setErrors((e) => ({ ...e, [key]: "" }));
  };
  const changeExtra = (key: string, value: string) => setExtra((x) => ({ ...x, [key]: value }));

  const reload = async () => {
    if (!current) return;
    const fresh = (await client.get(current.Id)).data;
    const next = initialValues(fields, fresh);
    setCurrent(fresh);
    setBase(next);
    setValues(next);
    setConflict(false);
  };

  /** Answers false when nothing was sent (invalid, unchanged, or refused). */
  const save = async (): Promise<"saved" | "unchanged" | "failed"> => {
    if (readOnly || saving) return "failed";
    const { data, errors: found } = collectForm(fields, values, mode, base);
    const more = extras?.check(mode === "create" ? "create" : "edit", extra) ?? { errors: {}, data: {} };
    Object.assign(found, more.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      onFault?.(firstFaulty([...fields.map((f) => f.key), ...(extras?.inputs(mode === "create" ? "create" : "edit").map((x) => x.key) ?? [])], found));
      return "failed";
    }
    if (mode === "update" && Object.keys(data).length === 0 && Object.keys(more.data).length === 0) return "unchanged";
    setSaving(true);
    try {
      const answer = mode === "create"
        ? await client.create({ ...data, ...more.data })
        : await client.update(current!.Id, current!.utime, { ...data, ...more.data }, { expect: [RpcStatus.ABORTED] });
      present(toast("success", mode === "create" ? `已新建${def.label}` : "已保存"));
      onSaved(answer.data);
      return "saved";
    } catch (err) {
      if (isRpcFailure(err) && err.status === RpcStatus.ABORTED) setConflict(true);
      else {
        // A refusal about one field (名称「…」已存在) also turns that field red, next to what the user typed.
        const onField = fieldOfRefusal([...fields, ...(extras?.inputs(mode === "create" ? "create" : "edit") ?? [])], err);
        if (onField) {
          setErrors((e) => ({ ...e, [onField.key]: onField.message }));
          onFault?.(onField.key);
        }
      }
      return "failed";
    } finally {
      setSaving(false);
    }
  };

  return { fields, extras, mode, readOnly, values, extra, errors, current, conflict, saving, dirty, change, changeExtra, reload, save };
}
