/**
 * Which App Store VIP orders of the demo world Apple refunded (commerce.md §2.8–2.9: 9 REFUND of ~960
 * App Store VIP transactions, ~1 %; at least 3 at any scale so the screens and tests have some). Drawn
 * from a random stream of their own, so the shared stream — and every other seeded row — stays as it was.
 */
import { seededRandom } from "../factory";

const DAY = 86_400_000;
const SHARE = 0.015;
const AT_LEAST = 3;

export interface AppleCandidate<T> { readonly order: T; readonly index: number; readonly paidAt: number }

/** A fresh stream for the Apple refunds of the order world. */
export const appleRefundRandom = (): (() => number) => seededRandom("order.appleRefunds");

/**
 * Picks the refunded orders among the candidates (paid App Store VIP orders without a discount) and
 * when Apple refunded each: 2–13 days after payment, at least a day before `now`. Answers them in time order.
 */
export function pickAppleRefunds<T>(candidates: readonly AppleCandidate<T>[], random: () => number, now: number): (AppleCandidate<T> & { at: number })[] {
  const want = Math.max(AT_LEAST, Math.round(candidates.length * SHARE));
  const order = candidates.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const out: (AppleCandidate<T> & { at: number })[] = [];
  for (const i of order) {
    if (out.length >= want) break;
    const c = candidates[i]!;
    const at = c.paidAt + (2 + Math.floor(random() * 12)) * DAY + Math.floor(random() * DAY);
    if (at < now - DAY) out.push({ ...c, at });
  }
  return out.sort((a, b) => a.at - b.at);
}
