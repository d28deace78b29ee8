import { benefitTables } from '#functions/analysis/understand/benefit-table';
import type { Piece } from '#functions/analysis/understand/text';
import type { Citation, CoverStatus, PolicyDocument } from '#functions/analysis/understand/types';
import type { BenefitWords } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { keysNamedBy, PHONE_TERMS } from '#functions/analysis/understand/vocabulary/benefits';
import { heldCell, planFigures } from '../table-coverage';
import { rowContexts } from './cover-lists';
import { exactKeys, keysIn, quoteOf, STRENGTH, type StatusEvidence, strongest } from './evidence';

/**
 * Whether a policy that is not a phone policy covers a phone: a row of a schedule or table for
 * phones answers it; phones named in what is covered, or in the definition of a class of
 * belongings, are covered; phones named as a class the cover does not take ("the following
 * classes of property: ... mobile devices") are not; and otherwise a home policy's contents or a
 * travel policy's baggage takes in the phone the holder owns.
 */
const PHONE: readonly [string, BenefitWords][] = [['phone', { terms: PHONE_TERMS }]];

/** Words naming a cover of belongings that takes in a phone. */
const BELONGINGS =
  /\b(contents|personal property|personal belongings|personal possessions|personal effects|baggage|luggage|gadgets?)\b/i;

function tableEvidence(documents: readonly PolicyDocument[]): StatusEvidence[] {
  return documents.flatMap(benefitTables).flatMap((table) =>
    table.rows.flatMap((row) => {
      if (!keysNamedBy(row.own, { phone: PHONE_TERMS }).includes('phone')) return [];
      const figures = planFigures(row.plans);
      const statuses =
        figures.length > 0 ? figures.map((f) => f.status) : [cellStatus(heldCell(row.plans, null)?.kind)];
      const status: CoverStatus = statuses.includes('covered')
        ? 'covered'
        : statuses.includes('not_covered')
          ? 'not_covered'
          : 'not_stated';
      if (status === 'not_stated') return [];
      const citation = { file: row.file, page: row.page, quote: row.quote };
      return [{ key: 'phone', status, strength: STRENGTH.answer, citation }];
    }),
  );
}

const cellStatus = (kind: string | undefined): CoverStatus =>
  kind === 'nil' ? 'not_covered' : kind && kind !== 'missing' ? 'covered' : 'not_stated';

/** Phones named in what is covered or in a definition (covered), or in an exclusion list (not). */
function listEvidence(rows: readonly Piece[]): StatusEvidence[] {
  const contexts = rowContexts(rows);
  return rows.flatMap((row, i): StatusEvidence[] => {
    const context = contexts[i]?.context;
    // A list item wrapped over two lines ("telecommunication mobile / devices").
    const next = rows[i + 1];
    const text =
      next && next.page === row.page && /^[a-z]/.test(next.text) ? `${row.text} ${next.text}` : row.text;
    const named = keysIn(text, PHONE);
    if (exactKeys(named).length === 0) return [];
    const citation: Citation = { file: row.file, page: row.page, quote: quoteOf(text) };
    const refused = named
      .get('phone')
      ?.some((p) => p.naming === 'exact' && !p.restricted && p.governed !== 'cover');
    if (context === 'exclusion' && refused)
      return [{ key: 'phone', status: 'not_covered', strength: STRENGTH.excluded, citation }];
    if (context === 'cover' || context === 'definition')
      return [{ key: 'phone', status: 'covered', strength: STRENGTH.listed, citation }];
    return [];
  });
}

/** A cover of belongings named in a heading or a list of what is covered. */
function belongingsCover(rows: readonly Piece[]): Citation | null {
  const contexts = rowContexts(rows);
  const row = rows.find(
    (r, i) => BELONGINGS.test(r.text) && (contexts[i]?.context === 'cover' || r.heading === r.text),
  );
  return row ? { file: row.file, page: row.page, quote: quoteOf(row.text) } : null;
}

/** The status of a phone under the documents, with the words that say so (null: they do not). */
export function phoneCover(
  documents: readonly PolicyDocument[],
  rows: readonly Piece[],
): StatusEvidence | null {
  const evidence = [...tableEvidence(documents), ...listEvidence(rows)];
  const belongings = belongingsCover(rows);
  if (belongings)
    evidence.push({ key: 'phone', status: 'covered', strength: STRENGTH.implied, citation: belongings });
  return strongest(evidence).get('phone') ?? null;
}
