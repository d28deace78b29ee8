/** A label of at most 80 characters that ends on a whole word. */
export function wholePhrase(text: string, max = 80): string {
  const squashed = text.replace(/\s+/g, ' ').trim();
  if (squashed.length <= max) return squashed;
  const cut = squashed.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : squashed.slice(0, max)).replace(/[\s,;:(–-]+$/, '')}…`;
}
