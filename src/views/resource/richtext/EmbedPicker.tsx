import { useId, useState } from "react";
import { resourceByName } from "../../../catalogue/registry";
import { Combobox, type ComboboxOption } from "../../../ui/combobox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog";
import { controlVariants } from "../../../ui/input";
import { useRecordOptions } from "../useRecordOptions";
import { WORK_KINDS } from "./embedNodes";
import { HdDetailPicker, type PickedHdDetail } from "./HdDetailPicker";

export type EmbedKind = "work" | "video" | "hd";

/** What the picker hands the editor: the node to insert. */
export type PickedEmbed = { type: "workCard"; attrs: { type: string; id: string; name: string } } | { type: "vodVideo"; attrs: { id: string; name: string } } | PickedHdDetail;

/** 插入作品卡片 / 插入视频 / 插入高清细节: the HD detail asks for a region too (HdDetailPicker). */
export function EmbedPicker(props: { kind: EmbedKind; onPick(node: PickedEmbed): void; onClose(): void }) {
  return props.kind === "hd" ? <HdDetailPicker onPick={props.onPick} onClose={props.onClose} /> : <LibraryPicker {...props} kind={props.kind} />;
}

/**
 * 插入作品卡片 / 插入视频: choose the library (works only), type part of the name, ↑/↓ and Enter to take
 * it; Esc closes without inserting. The focus goes back to the text where the embed went.
 */
function LibraryPicker({ kind, onPick, onClose }: { kind: "work" | "video"; onPick(node: PickedEmbed): void; onClose(): void }) {
  const ids = useId();
  const [workType, setWorkType] = useState<string>(WORK_KINDS[0].type);
  const [query, setQuery] = useState("");
  const library = kind === "video" ? "vodVideo" : WORK_KINDS.find((k) => k.type === workType)?.resource ?? "paintingWork";
  const target = resourceByName(library);
  const { options, loading } = useRecordOptions(target, query);
  const take = (o: ComboboxOption) => {
    onPick(kind === "video" ? { type: "vodVideo", attrs: { id: o.value, name: o.label } } : { type: "workCard", attrs: { type: workType, id: o.value, name: o.label } });
  };
  const title = kind === "video" ? "插入点播视频" : "插入作品卡片";
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="md" data-testid="embed-picker" onCloseAutoFocus={(e) => e.preventDefault()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{kind === "video" ? "从点播视频库按名称搜索；↑/↓ 选择，Enter 插入。" : "先选作品库，再按名称搜索；↑/↓ 选择，Enter 插入。预览中显示作品的最新信息。"}</DialogDescription>
        <div className="mt-4 space-y-3">
          {kind === "work" && (
            <label className="block text-sm" htmlFor={`${ids}-library`}>
              作品库
              <select id={`${ids}-library`} className={controlVariants({ className: "mt-1 w-full" })} value={workType} data-testid="embed-library"
                onChange={(e) => {
                  setWorkType(e.target.value);
                  setQuery("");
                }}>
                {WORK_KINDS.map((k) => <option key={k.type} value={k.type}>{k.label}</option>)}
              </select>
            </label>
          )}
          {/* Not wrapped in its label: the open list would become part of the input's name. */}
          <div className="text-sm">
            <label htmlFor={`${ids}-search`}>{kind === "video" ? "视频名称" : "作品名称"}</label>
            <Combobox id={`${ids}-search`} className="mt-1" display="" query={query} onQueryChange={setQuery} options={options} loading={loading}
              onSelect={take} placeholder={`搜索${target?.label ?? ""}名称`} emptyText={`没有匹配的${target?.label ?? ""}`} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
