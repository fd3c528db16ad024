import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { dict } from "../../catalogue/registry";
import { present, toast } from "../../rpc/notices";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { Kbd } from "../../ui/kbd";
import { collectForm, initialValues } from "../resource/form/collect";
import { FieldList } from "../resource/form/FieldList";
import { fieldOfRefusal } from "../resource/form/refusal";
import { formFields } from "../resource/formValues";

const client = resourceClient(dict);
const CONFIG_FIELDS = formFields(dict.fields).filter((f) => f.key === "config");

/** One dictionary's `config` JSON, in the editor's own input and checks; Ctrl/⌘+S saves. */
export function ConfigForm({ record, readOnly, onSaved, onClose }: { record: Rec; readOnly: boolean; onSaved(): void; onClose(): void }) {
  const id = useId();
  const base = useMemo(() => initialValues(CONFIG_FIELDS, record), [record]);
  const [values, setValues] = useState(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Choosing a dictionary is asking to edit its config: the focus goes there (keyboard first).
  useEffect(() => formRef.current?.querySelector<HTMLElement>("textarea:not(:disabled)")?.focus(), [record.Id]);

  const save = async () => {
    if (readOnly || saving) return;
    const { data, errors: found } = collectForm(CONFIG_FIELDS, values, "update", base);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(data).length === 0) return;
    setSaving(true);
    try {
      await client.update(record.Id, record.utime, data);
      present(toast("success", `已保存「${String(record.label)}」的配置`));
      onSaved();
    } catch (err) {
      const onField = fieldOfRefusal(CONFIG_FIELDS, err);
      if (onField) setErrors({ [onField.key]: onField.message });
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void save();
    }
  };

  return (
    <form ref={formRef} className="space-y-3 self-start rounded border border-gray-200 p-4" aria-labelledby={`${id}-title`} noValidate data-testid="dict-config-form" onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}>
      <h2 id={`${id}-title`} className="font-medium">「{String(record.label)}」的配置</h2>
      <FieldList idPrefix={`config-${id}`} fields={CONFIG_FIELDS} values={values} errors={errors} starred={false} disabled={() => readOnly || saving}
        onChange={(key, value) => {
          setValues((v) => ({ ...v, [key]: value }));
          setErrors((er) => ({ ...er, [key]: "" }));
        }} />
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>关闭</Button>
        {!readOnly && <Button type="submit" variant="primary" disabled={saving}>保存 <Kbd tone="inverse">Ctrl S</Kbd></Button>}
      </div>
    </form>
  );
}
