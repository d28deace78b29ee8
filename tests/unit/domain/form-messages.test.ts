import { describe, expect, it } from 'vitest';
import { tooLong, withThousands } from '#domain/schemas/form-messages';

describe('a limit in a form message', () => {
  it('is written as toLocaleString writes it in en-US, without loading Intl', () => {
    for (const n of [0, 7, 100, 999, 1000, 12_345, 100_000, 999_999, 1_000_000, 10_000_000])
      expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('reads as the spec words it', () => {
    expect(tooLong('Notes', 2000)).toBe('Notes must be at most 2,000 characters long');
  });
});
