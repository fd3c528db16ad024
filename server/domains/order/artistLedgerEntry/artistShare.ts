/** round(gross × rate / 10 000), half away from zero, in whole fen: an artist's share of a sale. */
export function shareOf(grossAmount: number, shareRateBp: number): number {
  const raw = (grossAmount * shareRateBp) / 10_000;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}
