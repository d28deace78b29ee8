import type { GreyImage } from './clean-scan';
import type { PlacedLine } from './placed-lines';
import type { Box } from './unread-regions';

/** Any mark left on a cleaned page: shading is white by now, so a light grey tick still counts. */
const MARK = 230;

const isMarked = (image: GreyImage, x: number, y: number) =>
  x >= 0 &&
  y >= 0 &&
  x < image.width &&
  y < image.height &&
  (image.pixels[y * image.stride + x] ?? 255) < MARK;

/** The box round the marks in a window, with how many there are. */
function marksIn(image: GreyImage, window: Box): (Box & { count: number }) | null {
  let [x0, y0, x1, y1, count] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1, 0];
  for (let y = window.y0; y < window.y1; y++) {
    for (let x = window.x0; x < window.x1; x++) {
      if (!isMarked(image, x, y)) continue;
      [x0, y0, x1, y1, count] = [
        Math.min(x0, x),
        Math.min(y0, y),
        Math.max(x1, x + 1),
        Math.max(y1, y + 1),
        count + 1,
      ];
    }
  }
  return count > 0 ? { x0, y0, x1, y1, count } : null;
}

/** Whether nothing is marked on the edge just outside a box: the mark ends there, it is not part of something bigger. */
function standsAlone(image: GreyImage, box: Box): boolean {
  for (let x = box.x0 - 1; x <= box.x1; x++) {
    if (isMarked(image, x, box.y0 - 2) || isMarked(image, x, box.y1 + 1)) return false;
  }
  for (let y = box.y0 - 1; y <= box.y1; y++) {
    if (isMarked(image, box.x0 - 2, y) || isMarked(image, box.x1 + 1, y)) return false;
  }
  return true;
}

/**
 * Lines that start a list item marked by an icon OCR did not read as text (a tick, a cross, a
 * bullet drawn as a picture or in light grey): a small mark, standing alone, just before the
 * line's first word and at its height, where no word was read. Such a line gets a bullet, so that
 * the list's items stay apart as they are on the page. A logo or a picture beside a line is not a
 * bullet (it runs on past the line), nor is the tick of the line above. A question is a heading
 * ("What is insured?"), set beside a picture, not a list item.
 */
export function withListIcons(image: GreyImage, lines: readonly PlacedLine[]): PlacedLine[] {
  const words = lines.flat();
  return lines.map((line) => {
    const first = line[0];
    if (!first || first.text === '•' || /\?$/.test(line.at(-1)?.text ?? '')) return line;
    const height = Math.max(...line.map((w) => w.y1 - w.y0));
    const window = {
      x0: Math.round(first.x0 - 4 * height),
      x1: Math.round(first.x0 - 0.4 * height),
      y0: Math.round(first.y0 - 0.2 * height),
      y1: Math.round(first.y1 + 0.1 * height),
    };
    if (window.x1 - window.x0 < 4) return line;
    if (words.some((w) => w.x1 > window.x0 && w.x0 < window.x1 && w.y1 > window.y0 && w.y0 < window.y1))
      return line;
    const mark = marksIn(image, window);
    const small = mark && mark.x1 - mark.x0 <= 1.5 * height && mark.y1 - mark.y0 <= 1.5 * height;
    if (!mark || !small || mark.count < 4 || !standsAlone(image, mark)) return line;
    return [{ text: '•', ...mark }, ...line];
  });
}
