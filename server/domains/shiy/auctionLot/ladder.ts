/**
 * The 加价幅度 (content.md §8.7): which bids are valid after a price. A band with one step takes
 * multiples of it; a band with several ("2-5-8") takes, in each decade above the steps, the decade
 * itself and the decade plus each step (3,000 → 3,200 → 3,500 → 3,800 → 4,000). Amounts in 分.
 */
import { formatMoney } from "../../../../src/catalogue/kinds/money";

export interface LadderBand {
  readonly from: number;
  readonly to: number | null;
  readonly steps: readonly number[];
}

/** The ladder stored on an auction or lot, checked; a malformed one is refused by name. */
export function parseLadder(value: unknown): LadderBand[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const bands: LadderBand[] = [];
  for (const b of value as unknown[]) {
    if (typeof b !== "object" || b === null) return null;
    const { from, to, steps } = b as { from?: unknown; to?: unknown; steps?: unknown };
    if (typeof from !== "number" || !(to === null || to === undefined || typeof to === "number")) return null;
    if (!Array.isArray(steps) || steps.length === 0 || !steps.every((s) => Number.isInteger(s) && (s as number) > 0)) return null;
    bands.push({ from, to: to ?? null, steps: [...(steps as number[])].sort((x, y) => x - y) });
  }
  bands.sort((x, y) => x.from - y.from);
  return bands;
}

const bandOf = (ladder: readonly LadderBand[], price: number): LadderBand =>
  ladder.find((b) => price >= b.from && (b.to === null || price < b.to)) ?? ladder[ladder.length - 1]!;

/** The decade a multi-step band counts in: the power of ten just above its smallest step (200 → 1,000). */
const decadeOf = (band: LadderBand): number => 10 ** (Math.floor(Math.log10(band.steps[0]!)) + 1);

/** Whether `amount` is a price the ladder allows (in the band it falls in). */
export function onLadder(ladder: readonly LadderBand[], amount: number): boolean {
  const band = bandOf(ladder, amount);
  if (band.steps.length === 1) return amount % band.steps[0]! === 0;
  const decade = decadeOf(band);
  const rest = amount % decade;
  return rest === 0 || band.steps.includes(rest);
}

/** The smallest valid bid above `price`, counted in the band `price` is in. */
export function nextBid(ladder: readonly LadderBand[], price: number): number {
  const band = bandOf(ladder, price);
  if (band.steps.length === 1) {
    const step = band.steps[0]!;
    return Math.floor(price / step) * step + step;
  }
  const decade = decadeOf(band);
  const base = Math.floor(price / decade) * decade;
  for (const s of [...band.steps, decade]) if (base + s > price) return base + s;
  return base + decade;
}

/** The next `n` valid bids above `price`. */
export function nextBids(ladder: readonly LadderBand[], price: number, n = 3): number[] {
  const out: number[] = [];
  let p = price;
  for (let i = 0; i < n; i++) out.push((p = nextBid(ladder, p)));
  return out;
}

/**
 * Why `amount` may not be bid now, or null: the first bid opens at the starting price at least;
 * every later one at the next step at least, and on the ladder.
 */
export function bidRefusal(ladder: readonly LadderBand[], lot: { startingPrice: number; currentPrice: number; bidCount: number }, amount: number): string | null {
  if (lot.bidCount === 0) {
    if (amount < lot.startingPrice) return `出价 ${formatMoney(amount)} 低于起拍价 ${formatMoney(lot.startingPrice)}`;
    if (amount !== lot.startingPrice && !onLadder(ladder, amount)) return `出价 ${formatMoney(amount)} 不符合加价幅度，可出 ${nextBids(ladder, lot.startingPrice - 1).map(formatMoney).join("、")}`;
    return null;
  }
  const next = nextBid(ladder, lot.currentPrice);
  if (amount < next) return `出价 ${formatMoney(amount)} 低于下一口价 ${formatMoney(next)}（当前价 ${formatMoney(lot.currentPrice)}）`;
  if (!onLadder(ladder, amount)) return `出价 ${formatMoney(amount)} 不符合加价幅度，可出 ${nextBids(ladder, lot.currentPrice).map(formatMoney).join("、")}`;
  return null;
}
