import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectPolicy, parseDate } from '../../../functions/analysis/detect-policy';
import { readPdf } from '../../../functions/analysis/pdf-text';
import { schedulePdf } from '../../fixtures/pdfs';

const corpus = path.resolve(import.meta.dirname, '../../../../shared/corpus/docs');

describe('policy detection', () => {
  it('reads dates day-first, in words and ISO, and refuses impossible ones', () => {
    expect(parseDate('01/03/2025')).toBe('2025-03-01');
    expect(parseDate('1st March 2025')).toBe('2025-03-01');
    expect(parseDate('28 Feb. 2026')).toBe('2026-02-28');
    expect(parseDate('2025-12-31')).toBe('2025-12-31');
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('not a date')).toBeNull();
  });

  it('finds the name, insurer, type and period on a schedule', async () => {
    const { pages } = await readPdf(schedulePdf(2), 'schedule.pdf');
    expect(detectPolicy(pages)).toEqual({
      name: 'Home Insurance Policy Schedule',
      insurer: 'Example Mutual Insurance plc',
      insuranceTypeId: 'home',
      startDate: '2025-03-01',
      endDate: '2026-02-28',
    });
  });

  it('leaves unknown fields empty rather than guessing', () => {
    expect(detectPolicy(['Hello there', 'Nothing to see'])).toEqual({
      name: null,
      insurer: null,
      insuranceTypeId: null,
      startDate: null,
      endDate: null,
    });
  });

  it.each([
    ['racq-au-home-certificate.pdf', 'home'],
    ['msig-sg-scootsurance.pdf', 'travel'],
    ['bajaj-in-global-health.pdf', 'health'],
    ['anycompany-uk-car-ipid.pdf', 'car'],
  ])('recognises the kind of a real document: %s', async (file, type) => {
    const { pages } = await readPdf(readFileSync(path.join(corpus, file)), file);
    expect(detectPolicy(pages).insuranceTypeId).toBe(type);
  });
});
