/**
 * What OCR makes of the icons that start list items: ticks (v, v', Vv), crosses (x, %) and
 * bullets (e, eo, o, ®, *). Policy summaries list what is and is not insured with such icons,
 * and a list read without them runs its items together into one.
 */
const TICK = /^(?:[vV]{1,2}|\+)['’"”]?$/;
const CROSS = /^[xX×%]$/;
const BULLET = /^(?:e|eo|o|°|«|»|>|›|®|©|\*|■|●|▪|¥|\+)$/;
/** One character, or a short run of signs: what OCR makes of a picture beside a heading. */
const ICON_READ = /^(?:.|[^\p{L}\p{N}]{1,3})$/u;
/** The words a heading asking a question starts with ("What is insured?", "Are there any restrictions?"). */
const QUESTION = /^(What|Where|When|Who|Which|How|Why|Are|Is|Am|Can|Do|Does|Will)$/;
/** An item's first word: a capital, a figure, or an opening bracket or quote. */
const ITEM_WORD = /^[\p{Lu}\p{N}(“"'‘£$€]/u;
const WORD = /^[\p{L}][\p{L}'’-]*[,.;:?!]?$/u;

/**
 * One line's words with OCR's common misreadings put right: a misread list icon at the start
 * becomes a bullet when an item follows it; a lone bar between two words is the word "I"
 * ("Where am | covered?"); a bar at the end of a line, or at its start before a capital, is a
 * box's edge and goes; a lone sign or letter before a heading's question is its icon and goes.
 */
export function correctMisreads(words: readonly string[]): string[] {
  const out = [...words];
  if (startsListItem(out[0] ?? '', out[1] ?? '')) out[0] = '•';
  for (let i = 1; i < out.length - 1; i++) {
    if (out[i] === '|' && WORD.test(out[i - 1] ?? '') && WORD.test(out[i + 1] ?? '')) out[i] = 'I';
  }
  // "= What is insured?": the heading's icon read as a lone sign or letter before the question.
  if (
    out.length > 2 &&
    /\?$/.test(out.at(-1) ?? '') &&
    ICON_READ.test(out[0] ?? '') &&
    QUESTION.test(out[1] ?? '')
  )
    out.shift();
  // A bar at either end of a line is the edge of a box or a table's cell, unless "| have" is "I have".
  if (out.length > 1 && out[out.length - 1] === '|') out.pop();
  if (out.length > 1 && out[0] === '|') {
    if (/^\p{Ll}/u.test(out[1] ?? '')) out[0] = 'I';
    else out.shift();
  }
  return out;
}

/** Whether a word is a list's icon or bullet (as printed or as OCR misreads it) before an item. */
export function startsListItem(word: string, next: string): boolean {
  const marker = word === '•' || TICK.test(word) || CROSS.test(word) || BULLET.test(word);
  return marker && ITEM_WORD.test(next);
}

/** A line of text with its misreadings put right (see correctMisreads). */
export const correctLine = (line: string) => correctMisreads(line.split(/\s+/).filter(Boolean)).join(' ');
