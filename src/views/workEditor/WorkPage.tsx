import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ResourceDef } from "../../catalogue";
import { hdImage } from "../../catalogue/resources/hd/hdImage";
import { present, toast } from "../../rpc/notices";
import type { Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Kbd } from "../../ui/kbd";
import { TabList, TabPanel } from "../../ui/tabs";
import { titleOf } from "../resource/actions/target";
import { EditingRecord } from "../resource/form/editingRecord";
import { FieldList, firstControl } from "../resource/form/FieldList";
import { ReadValue } from "../resource/form/ReadValue";
import { useEditorForm } from "../resource/form/useEditorForm";
import { forgetRefTitles } from "../resource/list/refTitles";
import { StateBadge } from "../resource/list/StateBadge";
import { listKey } from "../resource/usePagedList";
import { GlyphsTab } from "./GlyphsTab";
import { HdImagesTab } from "./HdImagesTab";
import { saveSubjectImages, subjectImages, type PageImage } from "./subjectImages";
import { useLeaveGuard } from "./useLeaveGuard";

const sameIds = (a: readonly PageImage[], b: readonly PageImage[]) => a.length === b.length && a.every((x, i) => x.Id === b[i]?.Id);

/**
 * One work on a full page: the catalogue's fields (same inputs and validation as the slide-over), its
 * HD images in page order, and for calligraphy its glyphs. Ctrl/⌘+S saves the fields (with the utime
 * read, so a concurrent change is a conflict to reload) and then the image list; leaving with unsaved
 * changes asks first.
 */
export function WorkPage({ def, title, record, subjectType, listPath, canWrite, tab, onTabChange, onSaved }: {
  def: ResourceDef;
  title: string;
  record: Rec | null;
  subjectType: string | undefined;
  listPath: string;
  canWrite: boolean;
  /** The open tab, kept by the caller so that a save (which reloads the record) stays on it. */
  tab: string;
  onTabChange(tab: string): void;
  onSaved(record: Rec): void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useRef<Rec | null>(null);
  const form = useEditorForm({ def, state: record ? { mode: "edit", record } : { mode: "create" }, canWrite, onSaved: (r) => void (saved.current = r) });
  const [images, setImages] = useState<readonly PageImage[] | null>(record && subjectType ? null : []);
  const [imagesBase, setImagesBase] = useState<readonly PageImage[]>([]);
  // The images could not be read: not editable, since a save would unlink the ones not shown.
  const [imagesFailed, setImagesFailed] = useState(false);
  const savingImages = useRef(false);
  const [askLeave, setAskLeave] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!record || !subjectType) return;
    let live = true;
    subjectImages(subjectType, Number(record.Id)).then((rows) => {
      if (!live) return;
      setImages(rows);
      setImagesBase(rows);
      setImagesFailed(false);
    }).catch(() => live && setImagesFailed(true));
    return () => {
      live = false;
    };
  }, [record, subjectType]);

  const imagesDirty = images !== null && !sameIds(images, imagesBase);
  const dirty = form.dirty || imagesDirty;
  useLeaveGuard(dirty);

  const save = async () => {
    if (form.readOnly || form.saving || savingImages.current) return;
    saved.current = null;
    const result = await form.save();
    if (result === "failed") return;
    const work = saved.current ?? form.current;
    if (!work) return;
    // The lists show what was saved when the user goes back (their cache would keep the old rows, hdCount too).
    const refreshLists = (imagesSaved: boolean) => {
      if (saved.current) forgetRefTitles(queryClient, def.name);
      if (saved.current || imagesSaved) void queryClient.invalidateQueries({ queryKey: listKey(def) });
      if (imagesSaved) void queryClient.invalidateQueries({ queryKey: listKey(hdImage) });
    };
    if (imagesDirty && subjectType && images) {
      savingImages.current = true;
      try {
        // The answer is the list as saved (pages 1..n): it is the new base, so the page is clean at once.
        const stored = await saveSubjectImages(subjectType, Number(work.Id), images.map((i) => i.Id));
        setImages(stored);
        setImagesBase(stored);
        present(toast("success", "高清图已保存"));
      } catch {
        // The failure has shown its message; the fields (if any) are saved, the list stays as edited.
        refreshLists(false);
        if (saved.current) onSaved(saved.current);
        return;
      } finally {
        savingImages.current = false;
      }
    }
    refreshLists(imagesDirty);
    if (saved.current || imagesDirty) onSaved(saved.current ?? work);
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const leave = () => (dirty ? setAskLeave(true) : void navigate(listPath));
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const openedOn = useRef(tab);
  useEffect(() => {
    // On the tab the page opens at: its first field, or (another tab, after a save) the tab itself.
    const root = rootRef.current;
    if (openedOn.current === "basic") firstControl(root)?.focus();
    else root?.querySelector<HTMLElement>("[role=tab][aria-selected=true]")?.focus();
  }, []);

  const serverSet = def.fields.filter((f) => f.editable === false && f.key !== "deleted");
  const heading = record ? `${title} · ${titleOf(def, record)}` : `新建${def.label}`;
  const tabs = [
    { value: "basic", label: "基本信息" },
    ...(subjectType ? [{ value: "images", label: `高清图${images ? `（${images.length}）` : ""}` }] : []),
    ...(def.name === "calligraphyWork" && record ? [{ value: "glyphs", label: "单字" }] : []),
  ];
  return (
    <div ref={rootRef} className="space-y-4" data-testid="work-editor"
      onKeyDown={(e) => {
        const inField = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
        if (e.key === "Escape" && !inField && !e.defaultPrevented) leave();
      }}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-medium">{heading}</h1>
        {record && def.states && <StateBadge def={def} value={record[def.states.field]} />}
        {dirty && <span className="text-sm text-amber-700" data-testid="unsaved">有未保存的修改</span>}
        <span className="flex-1" />
        <Button variant="ghost" onClick={leave}>返回列表</Button>
        {!form.readOnly && <Button onClick={() => void save()} disabled={form.saving} data-testid="work-save">保存 <Kbd>Ctrl S</Kbd></Button>}
      </div>
      {form.conflict && (
        <div role="alert" data-testid="conflict" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          此{def.label}已被其他人修改，您的修改没有保存。重新加载会显示最新内容（您未保存的修改将丢失）。
          <Button size="sm" className="ml-2" onClick={() => void form.reload()}>重新加载</Button>
        </div>
      )}
      <TabList id={id} label={`${def.label}的内容`} value={tab} onValueChange={onTabChange} items={tabs} />
      <TabPanel id={id} value="basic" current={tab}>
        <form className="grid max-w-5xl gap-x-8 gap-y-4 md:grid-cols-2" noValidate onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}>
          <EditingRecord.Provider value={{ resource: def, Id: record ? Number(record.Id) : null }}>
            <FieldList idPrefix={`work-${def.name}`} fields={form.fields} values={form.values} errors={form.errors} starred={!form.readOnly} onChange={form.change}
              record={form.readOnly ? record ?? undefined : undefined}
              disabled={(f) => form.readOnly || (form.mode === "update" && f.createOnly === true)} />
          </EditingRecord.Provider>
          <button type="submit" hidden tabIndex={-1} />
        </form>
        {record && serverSet.length > 0 && (
          <dl className="mt-6 grid max-w-3xl grid-cols-[8rem_1fr] gap-y-1 border-t border-gray-100 pt-4 text-sm text-gray-600">
            {serverSet.map((f) => [<dt key={`${f.key}-t`}>{f.label}</dt>, <dd key={`${f.key}-d`} className="min-w-0"><ReadValue field={f} record={record} /></dd>])}
          </dl>
        )}
      </TabPanel>
      {subjectType && (
        <TabPanel id={id} value="images" current={tab}>
          {imagesFailed ? <p role="alert">高清图读取失败，暂不能修改；请刷新页面重试。</p>
            : images === null ? <p className="text-gray-600">加载中…</p> : <HdImagesTab images={images} disabled={form.readOnly} onChange={setImages} />}
        </TabPanel>
      )}
      {def.name === "calligraphyWork" && record && (
        <TabPanel id={id} value="glyphs" current={tab}><GlyphsTab workId={Number(record.Id)} /></TabPanel>
      )}
      <ConfirmDialog open={askLeave} title="放弃未保存的修改？" description="离开后本页的修改将丢失。" confirmLabel="离开" danger
        onConfirm={() => {
          setAskLeave(false);
          void navigate(listPath);
        }} onCancel={() => setAskLeave(false)} />
    </div>
  );
}
