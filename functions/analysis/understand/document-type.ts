import type { FileType } from '#domain/schemas/policy';

/** What kind of policy document a file is, in the spec's five types ('other' with its own name). */
export interface DocumentType {
  readonly fileType: FileType;
  readonly customName: string | null;
}

const named = (customName: string): DocumentType => ({ fileType: 'other', customName });
const typed = (fileType: FileType): DocumentType => ({ fileType, customName: null });

/** A schedule or certificate is a few pages; a wording, PDS or booklet runs on. */
const LONG_DOCUMENT_PAGES = 10;

/**
 * Titles that name a kind of document outright, in the order they decide: "Policy Wording &
 * Product Disclosure Statement" is a PDS, a supplementary PDS is not the PDS itself.
 */
const TITLES: readonly [RegExp, DocumentType][] = [
  [/insurance product information document/, typed('ipid')],
  [/summary of benefits (and|&) coverage/, named('Summary of Benefits and Coverage')],
  [/key facts? sheet/, named('Key Facts Sheet')],
  // A wording issued as a PDS ("Policy Wording & Product Disclosure Statement") is the PDS.
  [/wording (and|&) (product disclosure statement|pds)/, named('Product Disclosure Statement')],
  [/supplementary product disclosure statement/, named('Supplementary Product Disclosure Statement')],
  [/product disclosure statement/, named('Product Disclosure Statement')],
  [/certificate of (insurance|currency)|(insurance|policy) certificate/, typed('certificate')],
  [/policy schedule|schedule of (insurance|cover)|your schedule/, typed('policy_schedule')],
  [/\bwordings?\b|policy booklet|policy document\b|terms and conditions/, typed('policy_wording')],
];

/** The facts a schedule or certificate lists about one holder's cover. */
const HOLDER_FACTS: readonly RegExp[] = [
  /policy (number|no\.?)\b/,
  /(policy ?holders?|name of insured|the insured|your name)\b/,
  /period of (insurance|cover)|start date|expiry date|effective date|renewal date|amount due/,
  /premium\b/,
];

const countOf = (text: string, pattern: RegExp): number =>
  (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

/** An IPID's own two questions, when its title is not in its text layer. */
function hasIpidQuestions(text: string): boolean {
  return /what is insured\??/.test(text) && /what is not insured\??/.test(text);
}

/** A KFS's standard table of events ("Event / Cover", "Yes / No / Optional"), when its title is an image. */
function hasKeyFactsTable(text: string): boolean {
  return /event ?\/ ?cover/.test(text) && /yes ?\/ ?no/.test(text);
}

/** A schedule or certificate: it lists one holder's policy number, name, period and premium. */
function holderDocumentType(opening: string): DocumentType | null {
  if (HOLDER_FACTS.filter((fact) => fact.test(opening)).length < 3) return null;
  return /certificate of insurance/.test(opening) ? typed('certificate') : typed('policy_schedule');
}

/** A wording: long, or with the sections of one (definitions, exclusions, conditions). */
function isWording(whole: string, pages: number): boolean {
  const sections = ['definitions', 'general exclusions', 'general conditions', 'claims conditions'].filter(
    (heading) => whole.includes(heading),
  ).length;
  return pages >= LONG_DOCUMENT_PAGES || (sections >= 2 && countOf(whole, /\bmeans\b/) >= 3);
}

/** The kind of document the first page names first: its title, or what it says it is before what it refers to. */
function earliestTitle(first: string): DocumentType | null {
  let found: { at: number; type: DocumentType } | null = null;
  for (const [pattern, type] of TITLES) {
    const at = first.search(pattern);
    if (at >= 0 && (found === null || at < found.at)) found = { at, type };
  }
  return found?.type ?? null;
}

const plain = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * The kind of a policy document, read from its own structure and words: by the title it opens
 * with (IPID, KFS, SBC, PDS, certificate, schedule, wording); else an IPID by its "What is
 * insured? / What is not insured?" panels; a document that lists its holder, policy number,
 * period and premium is a schedule (a certificate when it calls itself one); a long one, or one
 * with definitions and conditions, is a wording. Null when nothing says which.
 */
export function detectDocumentType(pages: readonly string[]): DocumentType | null {
  const opening = plain(pages.slice(0, 2).join('\n'));
  if (hasIpidQuestions(opening)) return typed('ipid');
  if (hasKeyFactsTable(opening)) return named('Key Facts Sheet');
  const titled = earliestTitle(plain(pages[0] ?? ''));
  if (titled) return titled;
  const holder = holderDocumentType(opening);
  if (holder) return holder;
  return isWording(plain(pages.join('\n')), pages.length) ? typed('policy_wording') : null;
}
