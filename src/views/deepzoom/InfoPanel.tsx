import { LICENSES } from "../../catalogue/resources/content/contentEnums";
import type { ViewerImage, ViewerSubject } from "./types";
import { versionLabel } from "./versionLabel";

const licenseLabel = (v: string | null) => LICENSES.find((l) => l.value === v)?.label ?? v ?? "";

/** 纵 × 横 in cm (the object's), else the image's size in pixels. */
export function sizeText(image: ViewerImage): string {
  const px = image.widthPx > 0 ? `${image.widthPx.toLocaleString("zh-CN")} × ${image.heightPx.toLocaleString("zh-CN")} 像素` : "";
  if (image.heightCm && image.widthCm) return `纵 ${image.heightCm} 厘米 × 横 ${image.widthCm} 厘米${px ? `（${px}）` : ""}`;
  return px;
}

/** The `i` panel: the subject's fields, the image's, its source and licence. */
export function InfoPanel({ subject, image, title }: { subject: ViewerSubject; image: ViewerImage; title?: string | undefined }) {
  // A relic barred from leaving the country carries the badge its registration shows (content.md §4.2).
  const banned = subject.fields.some((f) => f.label.includes("禁止出境") && f.value === "是");
  const rows: { label: string; value: string }[] = [
    { label: "图片", value: [image.code, image.viewLabel, versionLabel(image.version)].filter(Boolean).join(" · ") },
    { label: "尺寸", value: sizeText(image) },
    ...(image.ppi ? [{ label: "采集分辨率", value: `${image.ppi} ppi` }] : []),
    ...(image.attribution ? [{ label: "来源", value: image.attribution }] : []),
    ...(image.license ? [{ label: "授权", value: licenseLabel(image.license) }] : []),
    { label: "下载原图", value: image.downloadable ? "允许" : "不允许" },
  ].filter((r) => r.value !== "");
  return (
    <aside className="h-full w-80 shrink-0 overflow-y-auto border-l border-neutral-700 bg-neutral-950 p-4 text-sm text-neutral-100" aria-label="信息面板" data-testid="deepzoom-info">
      {title && <p className="mb-1 text-xs text-neutral-400">{title}</p>}
      <h2 className="mb-3 text-base font-medium">{subject.title || image.title}</h2>
      {banned && <p className="mb-3 inline-block rounded bg-red-700 px-2 py-0.5 text-xs" data-testid="export-banned">禁止出境展览</p>}
      <dl className="grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1.5">
        {[...rows, ...subject.fields].map((r, i) => (
          <div key={`${r.label}-${i}`} className="contents">
            <dt className="text-neutral-400">{r.label}</dt>
            <dd className="break-words">{r.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
