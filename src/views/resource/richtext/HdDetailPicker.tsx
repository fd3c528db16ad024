import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { resourceByName } from "../../../catalogue/registry";
import { resourceClient } from "../../../rpc/resourceClient";
import { Button } from "../../../ui/button";
import { Combobox, type ComboboxOption } from "../../../ui/combobox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog";
import { controlVariants } from "../../../ui/input";
import { useRecordOptions } from "../useRecordOptions";
import { parseRegion } from "./embedNodes";

export interface PickedHdDetail { type: "hdDetail"; attrs: { id: string; region: string; name: string } }

const hdImage = resourceByName("hdImage");

/**
 * 插入高清细节 (content.md §7.3): pick an HD image by name (↑/↓, Enter), then give the region in the
 * master's pixels — typed `x,y,w,h`, or pasted as the address the deep-zoom viewer's `c` copies — and
 * Enter inserts it. A region outside the image is refused here and again by the server on save.
 */
export function HdDetailPicker({ onPick, onClose }: { onPick(node: PickedHdDetail): void; onClose(): void }) {
  const ids = useId();
  const [query, setQuery] = useState("");
  const [image, setImage] = useState<ComboboxOption | null>(null);
  const [region, setRegion] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const regionInput = useRef<HTMLInputElement>(null);
  const { options, loading } = useRecordOptions(hdImage, query);
  const size = useQuery({
    queryKey: ["hdDetailImage", image?.value],
    enabled: image !== null && hdImage !== undefined,
    queryFn: async () => (await resourceClient(hdImage!).get(Number(image!.value), { silent: true })).data,
  });
  const width = Number(size.data?.widthPx ?? 0);
  const height = Number(size.data?.heightPx ?? 0);

  const take = (o: ComboboxOption) => {
    setImage(o);
    setProblem(null);
    // The next thing to give is the region.
    setTimeout(() => regionInput.current?.focus(), 0);
  };
  /** Why the region cannot be inserted, or null when it can. */
  const problemOf = (r: string | null): string | null => {
    if (!image) return "请先选择高清图";
    if (!r) return "区域格式不正确：请填写 x,y,宽,高（原图像素），或粘贴查看器复制的 IIIF 区域地址";
    const [x, y, w, h] = r.split(",").map(Number) as [number, number, number, number];
    return width > 0 && (x + w > width || y + h > height) ? `区域超出高清图范围（${width} × ${height} 像素）` : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseRegion(region);
    const refused = problemOf(r);
    setProblem(refused);
    if (refused === null && image && r) onPick({ type: "hdDetail", attrs: { id: image.value, region: r, name: image.label } });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="md" data-testid="embed-picker" onCloseAutoFocus={(e) => e.preventDefault()}>
        <DialogTitle>插入高清细节</DialogTitle>
        <DialogDescription>按名称搜索高清图，↑/↓ 选择、Enter 确定；再填写区域（原图像素 x,y,宽,高，或粘贴深度缩放查看器按 c 复制的地址），Enter 插入。</DialogDescription>
        <form className="mt-4 space-y-3" noValidate onSubmit={submit}>
          <div className="text-sm">
            <label htmlFor={`${ids}-search`}>高清图名称</label>
            <Combobox id={`${ids}-search`} className="mt-1" display={image?.label ?? ""} query={query} onQueryChange={setQuery} options={options} loading={loading}
              onSelect={take} placeholder="搜索高清图名称" emptyText="没有匹配的高清图" />
            {image && <p className="mt-1 text-xs text-gray-600" data-testid="hd-detail-size">{width > 0 ? `原图 ${width} × ${height} 像素` : "读取尺寸中…"}</p>}
          </div>
          <label className="block text-sm" htmlFor={`${ids}-region`}>
            区域
            <input ref={regionInput} id={`${ids}-region`} className={controlVariants({ className: "mt-1 w-full" })} value={region} placeholder="例如 1200,800,1600,900"
              aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${ids}-problem` : undefined}
              onChange={(e) => {
                setRegion(e.target.value);
                setProblem(null);
              }} />
          </label>
          {problem && <p id={`${ids}-problem`} role="alert" className="text-sm text-red-600">{problem}</p>}
          <div className="flex justify-end"><Button type="submit">插入</Button></div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
