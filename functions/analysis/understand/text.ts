import type { PolicyDocument } from './types';

/**
 * Splitting documents into the pieces the analysers reason about: rows (single lines, as in
 * tables of benefits) and clauses (lines joined into sentences or numbered items), each with the
 * file and page it came from and the heading it sits under.
 */
export interface Piece {
  readonly file: string;
  readonly page: number;
  readonly text: string;
  readonly heading: string | null;
}

export function normalise(text: string): string {
  return plainQuotes(text)
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[ \t]+/g, ' ');
}

/** Curly quotes made straight, and non-breaking spaces plain ones. */
export function plainQuotes(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00a0/g, ' ');
}

/** A short line that looks like a heading: numbered section, title case or capitals, no full stop. */
export function isHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 70 || /[.;,]$/.test(t) || /\d{3,}/.test(t.replace(/^\d+(\.\d+)*\s/, '')))
    return false;
  if (/^(section|part|chapter)\s+[\dA-Z]+/i.test(t)) return true;
  const words = t.split(/\s+/);
  if (words.length > 9) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return true;
  const capitalised = words.filter((w) => /^[A-Z]/.test(w)).length;
  return (
    /^\d+(\.\d+)*\.?\s+[A-Z]/.test(t) || (capitalised >= Math.ceil(words.length * 0.7) && words.length <= 6)
  );
}

export function rowsOf(document: PolicyDocument): Piece[] {
  const rows: Piece[] = [];
  document.pages.forEach((pageText, i) => {
    let heading: string | null = null;
    for (const raw of normalise(pageText).split('\n')) {
      const text = raw.trim();
      if (!text) continue;
      if (isHeading(text)) heading = text;
      rows.push({ file: document.file, page: i + 1, text, heading });
    }
  });
  return rows;
}

/** The exact words of a piece as they stand on its page (for quotes that grounding can find). */
export function pageText(documents: readonly PolicyDocument[], file: string, page: number): string {
  const doc = documents.find((d) => d.file === file);
  return normalise(doc?.pages[page - 1] ?? '');
}

/** Same text with all runs of white space made one space, for comparing quotes with pages. */
export function squash(text: string): string {
  return normalise(text).replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Text that reads as instructions to a machine rather than policy terms: never used as evidence. */
const INSTRUCTION_PATTERNS = [
  /\bignore (all |any )?(the )?(previous|prior|above) (instructions|rules)/i,
  /\b(you are|act as) (an? )?(ai|assistant|language model|chatbot)/i,
  /\bsystem prompt\b/i,
  /\b(respond|answer|reply) (only )?with\b/i,
  /\bdisregard (the|all|any) (instructions|rules|above)/i,
];

export function looksLikeInstructions(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((p) => p.test(text));
}
