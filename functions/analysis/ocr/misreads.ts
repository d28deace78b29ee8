/**
 * What OCR makes of the icons that start list items: ticks (v, v', Vv), crosses (x, %) and
 * bullets (e, eo, o, ®, *). Policy summaries list what is and is not insured with such icons,
 * and a list read without them runs its items together into one.
 */
const TICK = /^(?:[vV]{1,2}|\+)['’"”]?$/;
const CROSS = /^[xX×%]$/;
const BULLET = /^(?:e|eo|o|°|«|»|®|©|\*|■|●|▪|¥|\+)$/;
/** An item's first word: a capital, a figure, or an opening bracket or quote. */
const ITEM_WORD = /^[\p{Lu}\p{N}(“"'‘£$€]/u;
const WORD = /^[\p{L}][\p{L}'’-]*[,.;:?!]?$/u;

/**
 * One line's words with OCR's common misreadings put right: a misread list icon at the start
 * becomes a bullet when an item follows it; a lone bar between two words is the word "I"
 * ("Where am | covered?").
 */
export function correctMisreads(words: readonly string[]): string[] {
  const out = [...words];
  const [first = '', second = ''] = out;
  if (
    out.length >= 2 &&
    ITEM_WORD.test(second) &&
    (TICK.test(first) || CROSS.test(first) || BULLET.test(first))
  )
    out[0] = '•';
  for (let i = 1; i < out.length - 1; i++) {
    if (out[i] === '|' && WORD.test(out[i - 1] ?? '') && WORD.test(out[i + 1] ?? '')) out[i] = 'I';
  }
  return out;
}

/** A line of text with its misreadings put right (see correctMisreads). */
export const correctLine = (line: string) => correctMisreads(line.split(/\s+/).filter(Boolean)).join(' ');
