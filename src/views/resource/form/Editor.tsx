import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Field } from "../../../ui/field";
import { Input } from "../../../ui/input";
import { Kbd } from "../../../ui/kbd";
import { Sheet, SheetBody, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "../../../ui/sheet";
import { TabList, TabPanel } from "../../../ui/tabs";
import { ChangeDiff } from "../ChangeDiff";
import { childResourcesOf, childTabs } from "../child/children";
import { StateBadge } from "../list/StateBadge";
import { titleOf } from "../actions/target";
import { ChildList } from "./ChildList";
import { ChangesList, RowsTable } from "./RecordTabs";
import { RecordPanel } from "./recordPanels";
import { EditingRecord } from "./editingRecord";
import { FieldList, firstControl } from "./FieldList";
import { ReadValue } from "./ReadValue";
import { useFocusOnFault } from "./focusField";
import { useEditorForm, type EditorState } from "./useEditorForm";

/**
 * The slide-over editor: fields from the catalogue, focus in the first one, Chinese validation before
 * sending, Ctrl/⌘+S saves, Esc asks before unsaved changes are lost, a conflict offers to reload. A
 * record's state shows as a badge; its child resources (tag items of a tag type) as tabs. A ledger's
 * record, or one the user may only read, opens as a read-only detail.
 */
export function Editor({ def, state, canWrite, preset, locked, onClose, onSaved, onEdit, actions, onDirty, backAsked = false, onBackAnswer }: {
  def: ResourceDef;
  state: EditorState;
  canWrite: boolean;
  /** Values a new record gets and keeps (a child's parent). */
  preset?: Readonly<Record<string, unknown>> | undefined;
  locked?: readonly string[] | undefined;
  onClose(): void;
  onSaved(record: Rec): void;
  onEdit(): void;
  /** The record's actions, transitions and delete, at the start of the footer (the screen supplies them). */
  actions?: ReactNode;
  /** Told whether the form has unsaved changes (the screen asks before Back drops them). */
  onDirty?(dirty: boolean): void;
  /** Back removed the record from the address while the form had unsaved changes: ask as a close does. */
  backAsked?: boolean;
  /** The answer: `discard` closes the editor; otherwise the user keeps editing. */
  onBackAnswer?(discard: boolean): void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const fault = useFocusOnFault(formRef, (key) => `field-${def.name}-${key}`);
  const [askClose, setAskClose] = useState(false);
  const [tab, setTab] = useState("form");
  // A record that moves only by transitions (a crawler run) is never edited: no 编辑 and no E for it.
  const canEdit = canWrite && def.ops.includes("update");
  // The field at fault is on the form's tab: show it, then focus it.
  const form = useEditorForm({ def, state, canWrite, preset, onSaved, onFault: (key) => {
    setTab("form");
    fault(key);
  } });
  const { fields, readOnly, current, mode } = form;
  const children = useMemo(() => (current ? childTabs(childResourcesOf(def)) : []), [def, current]);
  // Tabs of the record's own (an order's lines, its change history), after its child lists.
  const extraTabs = useMemo(() => (current ? def.screen?.recordTabs ?? [] : []), [def, current]);
  const tabbed = children.length + extraTabs.length > 0;
  const serverSet = useMemo(() => def.fields.filter((f) => f.editable === false && f.key !== "deleted" && (canWrite || f.writersOnly !== true)), [def, canWrite]);
  const recordId = current ? Number(current.Id) : null;
  const editing = useMemo(() => ({ resource: def, Id: recordId }), [def, recordId]);
  useEffect(() => onDirty?.(form.dirty), [form.dirty, onDirty]);
  const requestClose = () => (form.dirty ? setAskClose(true) : onClose());
  const save = async () => {
    if ((await form.save()) === "unchanged") onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void save();
      return;
    }
    const inField = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
    if (!inField && state.mode === "view" && canEdit && e.key === "e" && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      onEdit();
      return;
    }
    // The footer's actions answer their shortcut here too (退款 R in an order's slide-over).
    if (!inField && state.mode === "view" && !e.ctrlKey && !e.metaKey && !e.altKey && /^[a-z]$/i.test(e.key)) {
      const offers = e.currentTarget.querySelectorAll<HTMLElement>("[data-testid=editor-actions] [data-offer]");
      const offer = [...offers].find((b) => b.querySelector("kbd")?.textContent?.trim().toLowerCase() === e.key.toLowerCase());
      if (offer) {
        e.preventDefault();
        offer.click();
      }
    }
  };

  const title = state.mode === "create" ? `新建${def.label}` : `${state.mode === "edit" && canWrite ? "编辑" : "查看"}${def.label}`;
  const body = def.screen?.detail === "changes" && current ? <ChangeDiff record={current} /> : (
    <form ref={formRef} className="space-y-4" noValidate onSubmit={(e) => {
      e.preventDefault();
      void save();
    }}>
      <EditingRecord.Provider value={editing}>
        <FieldList idPrefix={`field-${def.name}`} fields={fields} values={form.values} record={readOnly ? current ?? undefined : undefined} errors={form.errors} starred={!readOnly} onChange={form.change}
          disabled={(f) => readOnly || (mode === "update" && f.createOnly === true) || (mode === "create" && locked?.includes(f.key) === true)} />
      </EditingRecord.Provider>
      {!readOnly && form.extras?.inputs(mode === "create" ? "create" : "edit").map((x) => (
        <Field key={x.key} id={`field-${def.name}-${x.key}`} label={x.label} error={form.errors[x.key]}>
          <Input id={`field-${def.name}-${x.key}`} type={x.type} autoComplete={x.autoComplete} value={form.extra[x.key] ?? ""} aria-invalid={Boolean(form.errors[x.key]) || undefined}
            onChange={(e) => form.changeExtra(x.key, e.target.value)} />
        </Field>
      ))}
      {current && serverSet.length > 0 && (
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 border-t border-gray-100 pt-4 text-sm text-gray-600">
          {serverSet.map((f) => [<dt key={`${f.key}-t`}>{f.label}</dt>, <dd key={`${f.key}-d`} className="min-w-0"><ReadValue field={f} record={current} /></dd>])}
        </dl>
      )}
      <button type="submit" hidden tabIndex={-1} />
    </form>
  );
  return (
    <Sheet open onOpenChange={(o) => !o && requestClose()}>
      <SheetContent data-testid="editor" aria-describedby={undefined} onKeyDown={onKeyDown}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (firstControl(e.currentTarget as Element) ?? (e.currentTarget as HTMLElement | null))?.focus();
        }}
        onEscapeKeyDown={(e) => {
          if (form.dirty) {
            e.preventDefault();
            setAskClose(true);
          }
        }}>
        <SheetHeader onClose={requestClose}>
          <SheetTitle>{title}{current && <span className="ml-2 text-gray-600">{titleOf(def, current)}</span>}</SheetTitle>
          {current && def.states && <StateBadge def={def} value={current[def.states.field]} />}
        </SheetHeader>
        {form.conflict && (
          <div role="alert" data-testid="conflict" className="mx-6 mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
            此{def.label}已被其他人修改，您的修改没有保存。重新加载会显示最新内容（您未保存的修改将丢失）。
            <Button size="sm" className="ml-2" onClick={() => void form.reload()}>重新加载</Button>
          </div>
        )}
        {tabbed && current && (
          <TabList id={id} label={`${def.label}的内容`} className="px-6 pt-2" value={tab} onValueChange={setTab}
            items={[
              { value: "form", label: "基本信息" },
              ...children.map((c) => ({ value: c.value, label: c.label })),
              ...extraTabs.map((x, i) => ({ value: `tab${i}`, label: x.label })),
            ]} />
        )}
        <SheetBody>
          {tabbed && current ? (
            <>
              <TabPanel id={id} value="form" current={tab}>{body}</TabPanel>
              {children.map((t) => (
                <TabPanel key={t.value} id={id} value={t.value} current={tab}>
                  {tab === t.value && t.children.map((c) => (
                    <section key={c.name} className="mb-6 space-y-2" aria-label={c.label}>
                      {t.children.length > 1 && <h3 className="font-medium">{c.label}</h3>}
                      <ChildList child={c} parentId={current.Id} />
                    </section>
                  ))}
                </TabPanel>
              ))}
              {extraTabs.map((x, i) => (
                <TabPanel key={`tab${i}`} id={id} value={`tab${i}`} current={tab}>
                  {tab === `tab${i}` && (x.kind === "rows" ? <RowsTable tab={x} record={current} /> : x.kind === "panel" ? <RecordPanel name={x.panel} def={def} record={current} canWrite={canWrite} onChanged={() => void form.reload()} /> : <ChangesList def={def} record={current} />)}
                </TabPanel>
              ))}
            </>
          ) : body}
        </SheetBody>
        <SheetFooter>
          {actions && <div className="mr-auto flex flex-wrap items-center gap-2" data-testid="editor-actions">{actions}</div>}
          {readOnly ? (
            <>
              {canEdit && state.mode === "view" && <Button variant="primary" onClick={onEdit}>编辑 <Kbd tone="inverse">E</Kbd></Button>}
              <Button onClick={onClose}>关闭</Button>
            </>
          ) : (
            <>
              <Button onClick={requestClose}>取消</Button>
              <Button variant="primary" onClick={() => void save()} aria-disabled={form.saving || undefined}>保存 <Kbd tone="inverse">Ctrl S</Kbd></Button>
            </>
          )}
        </SheetFooter>
        <ConfirmDialog open={askClose || backAsked} title="放弃未保存的修改？" description="关闭后，您在此表单中的修改将丢失。" confirmLabel="放弃修改" danger
          onConfirm={() => {
            setAskClose(false);
            if (backAsked) onBackAnswer?.(true);
            else onClose();
          }}
          onCancel={() => {
            setAskClose(false);
            if (backAsked) onBackAnswer?.(false);
          }} />
      </SheetContent>
    </Sheet>
  );
}
