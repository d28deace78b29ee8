/** A page image in grey, one byte a pixel (0 black, 255 white), rows `stride` bytes apart. */
export interface GreyImage {
  readonly pixels: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly stride: number;
}

/** Lighter than this is background: tinted panels and shading behind text become white. */
const BACKGROUND = 200;
/** Darker than this is ink. */
export const INK = 160;

/** How long a run of ink is, through each pixel, along rows (dx=1) or columns. */
function runLengths(image: GreyImage, horizontal: boolean): Uint16Array {
  const { pixels, width, height, stride } = image;
  const out = new Uint16Array(width * height);
  const outer = horizontal ? height : width;
  const inner = horizontal ? width : height;
  for (let a = 0; a < outer; a++) {
    let start = 0;
    for (let b = 0; b <= inner; b++) {
      const x = horizontal ? b : a;
      const y = horizontal ? a : b;
      const ink = b < inner && (pixels[y * stride + x] ?? 255) < INK;
      if (ink) continue;
      for (let k = start; k < b; k++) {
        const xx = horizontal ? k : a;
        const yy = horizontal ? a : k;
        out[yy * width + xx] = Math.min(b - start, 65535);
      }
      start = b + 1;
    }
  }
  return out;
}

/** Counts of ink in any rectangle, from a summed-area table of the image. */
function inkCounter(image: GreyImage) {
  const { pixels, width, height, stride } = image;
  const sums = new Uint32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += (pixels[y * stride + x] ?? 255) < INK ? 1 : 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const at = (x: number, y: number) => sums[y * (width + 1) + x] ?? 0;
  /** The share of ink in the square of half-side r round (x, y), clipped to the page. */
  return (x: number, y: number, r: number) => {
    const [x0, y0] = [Math.max(0, x - r), Math.max(0, y - r)];
    const [x1, y1] = [Math.min(width, x + r + 1), Math.min(height, y + r + 1)];
    return (at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0)) / ((x1 - x0) * (y1 - y0));
  };
}

/** Both sides are thin ink or paper, and at least one is ink: a rule passes through, no band. */
const onlyRule = (before: number, after: number, maxThickness: number) =>
  before <= maxThickness && after <= maxThickness && before + after > 0;

/**
 * The pixels of ruled lines: runs of ink at least `minRule` long and at most `maxThickness`
 * thick, and the points where two such lines cross, with paper round them. Ink in a dark band
 * (white text set on a colour) has thin dark gaps between letters too, but dense ink round them.
 */
function ruledPixels(image: GreyImage, dpi: number): Uint8Array {
  const { width, height } = image;
  const minRule = Math.round(dpi / 2);
  const maxThickness = Math.max(2, Math.round(dpi / 40));
  const step = maxThickness + 1;
  const window = Math.round(dpi / 10);
  const across = runLengths(image, true);
  const down = runLengths(image, false);
  const density = inkCounter(image);
  const run = (runs: Uint16Array, x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (runs[y * width + x] ?? 0);
  const ruled = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [h, v] = [run(across, x, y), run(down, x, y)];
      if (h < minRule && v < minRule) continue;
      const thin = (h >= minRule && v <= maxThickness) || (v >= minRule && h <= maxThickness);
      const crossing =
        h >= minRule &&
        v >= minRule &&
        (onlyRule(run(across, x, y - step), run(across, x, y + step), maxThickness) ||
          onlyRule(run(down, x - step, y), run(down, x + step, y), maxThickness));
      if ((thin || crossing) && density(x, y, window) < 0.5) ruled[y * width + x] = 1;
    }
  }
  return ruled;
}

/**
 * Makes a scanned page easier to read: shading behind text is whitened, and ruled lines (table
 * borders, rules under headings, box edges) are removed, so a table's cells and a boxed heading
 * are read as text rather than as a picture. A removed line's soft edge (lighter than ink) goes
 * with it; a letter touching it keeps its stroke, and a dark band keeps its ink. Changes the
 * pixels in place.
 */
export function cleanScan(image: GreyImage, dpi: number): void {
  const { pixels, width, height, stride } = image;
  const ruled = ruledPixels(image, dpi);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * stride + x;
      const value = pixels[i] ?? 255;
      const edge = value >= INK && besideRuled(ruled, width, height, x, y);
      if (value >= BACKGROUND || ruled[y * width + x] || edge) pixels[i] = 255;
    }
  }
}

/** Whether a pixel touches a ruled line: the line's soft edge, lighter than ink, goes with it. */
function besideRuled(ruled: Uint8Array, width: number, height: number, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && ruled[ny * width + nx]) return true;
    }
  }
  return false;
}
