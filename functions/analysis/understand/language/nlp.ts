import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * Tokens, sentences, lemmas, parts of speech and negation, from wink-nlp's English model. Every
 * part of the analyser that reads words (policy clauses and claim descriptions alike) reads them
 * through here, so "stolen", "steal" and "theft of" meet on the same lemma.
 */
export interface Token {
  /** The word as written, lower case. */
  readonly word: string;
  readonly lemma: string;
  readonly pos: string;
  /** True inside the scope of a negation ("not locked", "no sign of a break-in"). */
  readonly negated: boolean;
}

const nlp = winkNLP(model);
const its = nlp.its;

export function tokensOf(text: string): Token[] {
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out(its.normal) as string[];
  // The lemma reader takes the model's add-ons, which the typings do not connect to `out`.
  const lemmas = doc.tokens().out(its.lemma as typeof its.normal) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // Each entry is the token's flag; read as unknown, a flag counts only when it is exactly true.
  const negated: readonly unknown[] = doc.tokens().out(its.negationFlag);
  return words.map((word, i) => ({
    word,
    lemma: lemmas[i] ?? word,
    pos: pos[i] ?? 'X',
    negated: negated[i] === true,
  }));
}

export function sentencesOf(text: string): string[] {
  return nlp.readDoc(text).sentences().out() as string[];
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM', 'ADV']);

/** Words that carry meaning: nouns, verbs, adjectives (not auxiliaries, pronouns or stop words). */
export function isContent(token: Token): boolean {
  return CONTENT_POS.has(token.pos) && /[a-z]/.test(token.word) && !STOP_LEMMAS.has(token.lemma);
}

/** Lemmas too common in any insurance text to tie a clause to a claim. */
const STOP_LEMMAS = new Set(
  (
    'be have do get go make take say tell know think want need would could should can may must will shall ' +
    'also only just very really still even then there here now so too well about again back away ' +
    'we you i they he she it our your my their his her us them me policy insurance insure insured insurer ' +
    'cover covered claim claims pay paid payment benefit benefits section part page schedule ' +
    'include including includes following follow other any some all each every such same ' +
    'loss damage damaged property item items thing things ' +
    'amount cost costs value sum limit limits maximum up per total time date day days year years ' +
    'happen happened event events result resulting cause caused because due reason use used ' +
    'person people someone anyone one two'
  ).split(/\s+/),
);
