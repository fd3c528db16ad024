import { QC_LIMITS } from "../../catalogue/resources/shiy/captureQc";
import type { PatchMeasure } from "../../catalogue/resources/shiy/colorChart";

/** CIELAB (D50) to an sRGB colour for the screen: XYZ D50, Bradford to D65, sRGB's matrix and curve. */
export function labToRgb(L: number, a: number, b: number): string {
  const fy = (L + 16) / 116;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const [X, Y, Z] = [0.9642 * inv(fy + a / 500), L > 8 ? fy ** 3 : L / (24389 / 27), 0.8251 * inv(fy - b / 200)];
  const x = 0.9555766 * X - 0.0230393 * Y + 0.0631636 * Z;
  const y = -0.0282895 * X + 1.0099416 * Y + 0.0210077 * Z;
  const z = 0.0122982 * X - 0.020483 * Y + 1.3299098 * Z;
  const lin = [3.2404542 * x - 1.5371385 * y - 0.4985314 * z, -0.969266 * x + 1.8760108 * y + 0.041556 * z, 0.0556434 * x - 0.2040259 * y + 1.0572252 * z];
  const channels = lin.map((v) => {
    const c = Math.min(1, Math.max(0, v));
    return String(Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)));
  });
  return `rgb(${channels.join(", ")})`;
}

const tone = (d: number) => (d > QC_LIMITS.deltaEMax ? "text-red-700 font-medium" : d > QC_LIMITS.deltaEMean ? "text-amber-700" : "text-gray-700");

/**
 * The colour target's per-patch chart (content.md §8.5, §17.7): each patch's reference colour above
 * its measured one, and their ΔE2000 — red over the item's max threshold, amber over the mean's.
 */
export function PatchChart({ patches }: { patches: readonly PatchMeasure[] }) {
  const worst = Math.max(...patches.map((p) => p.deltaE ?? 0));
  return (
    <figure className="space-y-1" data-testid="qc-patch-chart">
      <figcaption className="text-xs text-gray-600">色卡逐块色差（上：参考值，下：实测值；数字为 ΔE2000，最大 {worst.toFixed(2)}）</figcaption>
      <ol className="grid grid-cols-6 gap-1" aria-label="色卡色块">
        {patches.map((p) => {
          const d = p.deltaE ?? 0;
          return (
            <li key={p.patch} data-testid="qc-patch" data-patch={p.patch} data-delta={d.toFixed(2)} className="text-center"
              aria-label={`色块 ${p.patch}${p.name ? ` ${p.name}` : ""}：ΔE ${d.toFixed(2)}`} title={`${p.patch} ${p.name ?? ""}：参考 ${p.refL}/${p.refA}/${p.refB}，实测 ${p.L}/${p.a}/${p.b}`}>
              <span className="block h-4 rounded-t border border-b-0 border-gray-300" style={{ background: labToRgb(p.refL, p.refA, p.refB) }} />
              <span className="block h-4 rounded-b border border-t-0 border-gray-300" style={{ background: labToRgb(p.L, p.a, p.b) }} />
              <span className={`block text-[10px] tabular-nums ${tone(d)}`}>{d.toFixed(1)}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
