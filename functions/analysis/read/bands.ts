/**
 * One line of a page set in two columns: the words it has on each side of the gutter, or, for a
 * line that runs across the gutter (a heading, an introduction), its text whole.
 */
export type BandLine =
  | { readonly across: readonly string[] }
  | { readonly left: readonly string[]; readonly right: readonly string[] };

/**
 * The page in reading order: band by band, the left column's lines then the right column's; a
 * line across both ends the band above it and stands where it is. Pure.
 */
export function inBands(lines: Iterable<BandLine>): string {
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if ('across' in line) {
      flush();
      out.push(...line.across);
    } else {
      left.push(...line.left);
      right.push(...line.right);
    }
  }
  flush();
  return out.join('\n');
}
