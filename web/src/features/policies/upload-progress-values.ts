/** Whole percent of a file sent, clamped to 0–100; an empty file counts as sent. */
export function percentSent(loaded: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
