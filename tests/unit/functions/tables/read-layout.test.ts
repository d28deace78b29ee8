import { describe, expect, it } from 'vitest';
import { layoutOf, layoutText, rowText } from '#functions/analysis/read/layout';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { benefitTablePdf } from '#tests/fixtures/benefit-tables';

const piece = (x: number, y: number, text: string, width = text.length * 5, height = 9) => ({
  x,
  y,
  width,
  height,
  text,
});

describe('page layout', () => {
  it('puts pieces whose baselines differ by less than half a line in one row, top first', () => {
    const layout = layoutOf(
      [piece(300, 104, '£500'), piece(40, 100, 'Baggage'), piece(40, 120, 'Delay'), piece(40, 80, 'Title')],
      595,
      842,
    );
    expect(layout.rows.map(rowText)).toEqual(['Title', 'Baggage £500', 'Delay']);
  });

  it('splits cells at wide gaps and keeps words with normal spacing together', () => {
    const layout = layoutOf(
      [piece(40, 100, 'Personal', 40), piece(82, 100, 'belongings', 50), piece(300, 100, '£1,500', 30)],
      595,
      842,
    );
    expect(layout.rows[0]?.cells).toEqual([
      { x: 40, x2: 132, text: 'Personal belongings' },
      { x: 300, x2: 330, text: '£1,500' },
    ]);
  });

  it('splits one text item at runs of spaces, placing each part by its share of the width', () => {
    const layout = layoutOf([piece(300, 100, 'Bronze    Silver    Gold', 230)], 595, 842);
    const cells = layout.rows[0]?.cells ?? [];
    expect(cells.map((c) => c.text)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(cells[1]?.x).toBeGreaterThan(cells[0]?.x2 ?? 0);
  });

  it('leaves out empty pieces and pieces with no height', () => {
    const layout = layoutOf(
      [piece(40, 100, '   '), piece(40, 110, 'x', 5, 0), piece(40, 120, 'Kept')],
      595,
      842,
    );
    expect(layout.rows.map(rowText)).toEqual(['Kept']);
  });

  it('is read from a PDF alongside the page text, which keeps its own line order', async () => {
    const text = await readPdf(benefitTablePdf(), 'wording.pdf');
    expect(text.layout).toHaveLength(3);
    expect(text.pages[0]).toContain('your holiday £1,000 £3,000 £5,000');
    const rows = layoutText(text.layout?.[0]).split('\n');
    expect(rows).toContain('2 Cancelling or cutting short');
    expect(rows).toContain('£1,000 £3,000 £5,000');
    const header = text.layout?.[0]?.rows.find((r) => rowText(r) === 'Benefit Bronze Silver Gold');
    expect(header?.cells.map((c) => c.x)).toEqual([60, 300, 390, 480]);
  });
});
