import type { GreyImage } from './clean-scan';
import type { PlacedLine } from './placed-lines';
import type { Box } from './unread-regions';

/** Any mark left on a cleaned page: shading is white by now, so a light grey tick still counts. */
const MARK = 230;

/** The marks in a window, each a group of touching marked pixels, as boxes; one cut by the window's edge is left out. */
function marksIn(image: GreyImage, window: Box): Box[] {
  const width = window.x1 - window.x0;
  const height = window.y1 - window.y0;
  const seen = new Uint8Array(width * height);
  const marked = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < image.width &&
    y < image.height &&
    (image.pixels[y * image.stride + x] ?? 255) < MARK;
  const boxes: Box[] = [];
  for (let start = 0; start < seen.length; start++) {
    const [sx, sy] = [window.x0 + (start % width), window.y0 + Math.floor(start / width)];
    if (seen[start] || !marked(sx, sy)) continue;
    seen[start] = 1;
    const stack = [start];
    let [x0, y0, x1, y1, cut] = [sx, sy, sx + 1, sy + 1, false];
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      const [cx, cy] = [at % width, Math.floor(at / width)];
      [x0, y0, x1, y1] = [
        Math.min(x0, window.x0 + cx),
        Math.min(y0, window.y0 + cy),
        Math.max(x1, window.x0 + cx + 1),
        Math.max(y1, window.y0 + cy + 1),
      ];
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ] as const) {
        const [nx, ny] = [cx + dx, cy + dy];
        if (!marked(window.x0 + nx, window.y0 + ny)) continue;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
          cut = true;
          continue;
        }
        if (!seen[ny * width + nx]) {
          seen[ny * width + nx] = 1;
          stack.push(ny * width + nx);
        }
      }
    }
    if (!cut) boxes.push({ x0, y0, x1, y1 });
  }
  return boxes;
}

/**
 * Lines that start a list item marked by an icon OCR did not read as text (a tick, a cross, a
 * bullet drawn as a picture or in light grey): a small mark of its own, no bigger than the line
 * is tall, just before the line's first word and level with it, where no word was read. Such a
 * line gets a bullet, so that the list's items stay apart as they are on the page. A logo or a
 * picture beside a line is not a bullet (it is bigger), nor is the tick of the line above (it is
 * not level). A question is a heading ("What is insured?"), set beside a picture, not a list item.
 */
export function withListIcons(image: GreyImage, lines: readonly PlacedLine[]): PlacedLine[] {
  const words = lines.flat();
  return lines.map((line) => {
    const first = line[0];
    if (!first || first.text === '•' || /\?$/.test(line.at(-1)?.text ?? '')) return line;
    const height = Math.max(...line.map((w) => w.y1 - w.y0));
    const window = {
      x0: Math.max(0, Math.round(first.x0 - 4 * height)),
      x1: Math.round(first.x0 - 0.3 * height),
      y0: Math.max(0, Math.round(first.y0 - height)),
      y1: Math.min(image.height, Math.round(first.y1 + height)),
    };
    if (window.x1 - window.x0 < 4) return line;
    if (
      words.some(
        (w) => w !== first && w.x1 > window.x0 && w.x0 < window.x1 && w.y1 > first.y0 && w.y0 < first.y1,
      )
    )
      return line;
    const icon = marksIn(image, window).find((mark) => {
      const middle = (mark.y0 + mark.y1) / 2;
      const size = Math.max(mark.x1 - mark.x0, mark.y1 - mark.y0);
      return (
        size >= 0.2 * height &&
        size <= 1.5 * height &&
        middle >= first.y0 - 0.2 * height &&
        middle <= first.y1 + 0.3 * height
      );
    });
    return icon ? [{ text: '•', ...icon }, ...line] : line;
  });
}
