/**
 * Lines of a document as its layout presents them: short heading-like lines, lines repeated at the top
 * or foot of many pages (running headers and footers), and the fixed first line of a US Summary of
 * Benefits and Coverage. Shared by the readers of a policy's name and insurer.
 */

export function linesOf(page: string): string[] {
  return page
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const SENTENCE_WORDS = new Set(
  'the a an to is are be we you your our will please read with this that it if must can may'.split(' '),
);

/**
 * A line that reads as a heading or title: short, starts with a capital, and is not a sentence, a
 * question, a contact detail or a page number.
 */
export function isHeadingLike(line: string): boolean {
  const words = line.split(' ');
  if (line.length < 3 || line.length > 70 || words.length > 9) return false;
  if (!/^[\p{Lu}\d]/u.test(line) || /[.?!:;,]$/.test(line)) return false;
  if (/@|www\.|https?:|\.com\b|\bpage \d|\d+ of \d+/i.test(line)) return false;
  // A line of a wrapped sentence carries its small words; a heading has one at most ("Welcome to …").
  if (words.filter((w) => SENTENCE_WORDS.has(w)).length >= 2) return false;
  // Phone numbers, codes and dates are mostly digits; titles are mostly letters.
  const digits = line.replace(/\D/g, '').length;
  return digits <= 2 || digits * 4 < line.length;
}

/** Lines printed on at least half the pages (and on two or more): running headers and footers. */
export function runningLines(pages: readonly string[]): string[] {
  if (pages.length < 2) return [];
  const seen = new Map<string, { line: string; pages: number }>();
  for (const page of pages) {
    const onPage = new Map(linesOf(page).map((line) => [line.replace(/\d+/g, '#'), line]));
    for (const [shape, line] of onPage) {
      const entry = seen.get(shape) ?? { line, pages: 0 };
      seen.set(shape, { ...entry, pages: entry.pages + 1 });
    }
  }
  return [...seen.values()].filter((e) => e.pages >= 2 && e.pages * 2 >= pages.length).map((e) => e.line);
}

/**
 * The US Summary of Benefits and Coverage (a template fixed by regulation) opens with
 * "<insurer>: <plan name>  Coverage for: <who> | Plan Type: <type>".
 */
export function sbcHeader(pages: readonly string[]): { insurer: string; plan: string } | null {
  const first = pages[0] ?? '';
  if (!/summary of benefits and coverage/i.test(first)) return null;
  const head = first.split('\n').slice(0, 8).join('\n');
  const m = /^[ \t]*([^:\n]{2,80}?)[ \t]*:[ \t]*([^:\n]{2,80}?)\s+Coverage for\s*:/im.exec(head);
  if (!m?.[1] || !m[2]) return null;
  return { insurer: m[1].trim(), plan: m[2].trim() };
}
