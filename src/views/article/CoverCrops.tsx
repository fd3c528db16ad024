import { useEffect, useState, type KeyboardEvent } from "react";
import { Button } from "../../ui/button";
import { displayUrl } from "../resource/richtext/signedImages";
import { adjustBox, CROP_RATIOS, cropsValue, defaultBox, parseCrops, type Box, type CropRatio } from "./coverCrop";

const STEP = 0.01;

/**
 * 封面裁剪 (content.md §7.3): the cover with its 2.35:1 and 1:1 crop boxes. Choose a box by its button;
 * on the focused box ← → ↑ ↓ move it (Shift: ten times as far), + and − resize it, Home resets it to the
 * largest centred box. The boxes go to the official account with the cover (pic_crop_235_1, pic_crop_1_1).
 */
export function CoverCrops({ cover, value, disabled, onChange }: { cover: string; value: unknown; disabled: boolean; onChange(json: string): void }) {
  // The signed address and the picture's size, each for the cover it was read for (a new cover starts over).
  const [signed, setSigned] = useState<{ cover: string; url: string | null } | null>(null);
  const [natural, setNatural] = useState<{ url: string; w: number; h: number } | null>(null);
  const [ratio, setRatio] = useState<CropRatio>("2.35:1");
  const crops = parseCrops(value);
  useEffect(() => {
    let live = true;
    void displayUrl(`/files/${cover}`).then((url) => live && setSigned({ cover, url }));
    return () => {
      live = false;
    };
  }, [cover]);
  const url = signed?.cover === cover ? signed.url : null;
  const size = natural && natural.url === url ? natural : null;

  const r = CROP_RATIOS.find((x) => x.ratio === ratio)!.value;
  const box: Box | null = size ? crops[ratio] ?? defaultBox(r, size) : null;
  const set = (next: Box) => onChange(JSON.stringify(cropsValue({ ...crops, [ratio]: next })));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!size || !box || disabled) return;
    const step = e.shiftKey ? STEP * 10 : STEP;
    const moves: Record<string, () => Box> = {
      ArrowLeft: () => adjustBox(box, r, size, -step, 0), ArrowRight: () => adjustBox(box, r, size, step, 0),
      ArrowUp: () => adjustBox(box, r, size, 0, -step), ArrowDown: () => adjustBox(box, r, size, 0, step),
      "+": () => adjustBox(box, r, size, 0, 0, 1.05), "=": () => adjustBox(box, r, size, 0, 0, 1.05), "-": () => adjustBox(box, r, size, 0, 0, 1 / 1.05),
      Home: () => defaultBox(r, size),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    set(move());
  };

  return (
    <div className="space-y-2" data-testid="cover-crops">
      <div className="flex items-center gap-2 text-sm">
        <span>封面裁剪</span>
        {CROP_RATIOS.map((x) => (
          <Button key={x.ratio} size="sm" variant={x.ratio === ratio ? "primary" : "outline"} aria-pressed={x.ratio === ratio} onClick={() => setRatio(x.ratio)}>{x.ratio}</Button>
        ))}
      </div>
      {url === null ? <p className="text-xs text-gray-600">封面加载中…</p> : (
        <div className="relative w-full select-none overflow-hidden">
          <img src={url} alt="封面" className="block w-full" onLoad={(e) => setNatural({ url, w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })} />
          {box && (
            <div role="group" tabIndex={disabled ? -1 : 0} onKeyDown={onKeyDown} data-testid="crop-box" data-box={box.join(",")}
              aria-label={`${ratio} 裁剪框：方向键移动，Shift 加方向键移动更远，+ / − 缩放，Home 复位`}
              className="absolute border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] outline-none focus-visible:border-primary"
              style={{ left: `${box[0] * 100}%`, top: `${box[1] * 100}%`, width: `${(box[2] - box[0]) * 100}%`, height: `${(box[3] - box[1]) * 100}%` }} />
          )}
        </div>
      )}
      <p className="text-xs text-gray-600">聚焦裁剪框后用方向键移动、+ / − 缩放、Home 复位；同步到公众号时随封面一起提交。</p>
    </div>
  );
}
