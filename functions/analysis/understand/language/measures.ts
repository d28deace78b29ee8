import { NUMBER, readNumber } from './quantities';

/**
 * Measured quantities as policies and claims write them, in one unit per dimension: wind speed
 * ("gusts exceeding 55mph (48 knots)", "41 knots/47mph or more"), distance ("within 100 metres",
 * "6 km from our place"), rainfall rate ("25mm per hour") and time ("a delay of more than 6 hours",
 * "about 34 hours after we landed") and age ("less than 5 years old", "a 7-year-old TV"). A policy's figure carries its comparison: a least value
 * ("exceeding", "at least", "or more") or a most ("within", "up to", "less than").
 */
export type Dimension = 'speed' | 'distance' | 'rate' | 'time' | 'age';

export interface Measure {
  readonly dimension: Dimension;
  /** mph, metres, mm an hour, hours. */
  readonly value: number;
  readonly index: number;
  readonly text: string;
}

export interface Threshold extends Measure {
  readonly bound: 'least' | 'most';
  readonly strict: boolean;
}

const UNITS: readonly [RegExp, Dimension, number][] = [
  [/^(?:mph|miles per hour|miles an hour)$/i, 'speed', 1],
  [/^(?:knots?|kts?)$/i, 'speed', 1.15078],
  [/^(?:km\/h|kph|kmh|kilometres per hour|kilometers per hour)$/i, 'speed', 0.621371],
  [/^(?:mm|millimetres?|millimeters?)(?: per hour| an hour|\/h(?:r|our)?)$/i, 'rate', 1],
  [/^(?:km|kilometres?|kilometers?)$/i, 'distance', 1000],
  [/^(?:m|metres?|meters?)$/i, 'distance', 1],
  [/^(?:cm|centimetres?|centimeters?)$/i, 'distance', 0.01],
  [/^(?:mm|millimetres?|millimeters?)$/i, 'distance', 0.001],
  [/^(?:miles?)$/i, 'distance', 1609.34],
  [/^(?:minutes?|mins?)$/i, 'time', 1 / 60],
  [/^(?:hours?|hrs?)$/i, 'time', 1],
  [/^(?:days?|nights?)$/i, 'time', 24],
  [/^(?:weeks?)$/i, 'time', 168],
  // "items less than 5 years old", "my 7-year-old television": how old a thing is, in years.
  [/^-?years?[-\s]old$/i, 'age', 1],
];
const UNIT = String.raw`(?:mph|miles (?:per|an) hour|knots?|kts?|km\/h|kph|kmh|kilomet(?:re|er)s per hour|(?:mm|millimet(?:re|er)s?)(?: per hour| an hour|\/h(?:r|our)?)?|km|kilomet(?:re|er)s?|cm|centimet(?:re|er)s?|met(?:re|er)s?|m|miles?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|-?years?[-\s]old)`;
const QUANTITY = new RegExp(String.raw`\b(${NUMBER})\s*(${UNIT})(?![a-z])`, 'gi');

const LEAST_BEFORE =
  /\b(?:exceeding|exceeds?|more than|over|above|in excess of|at least|minimum(?: of)?|greater than|not less than|beyond|upwards of)\s+(?:\w+\s+)?$/i;
const MOST_BEFORE =
  /\b(?:within|less than|up to|no more than|not more than|not exceeding|under|below|maximum(?: of)?|at most)\s+(?:\w+\s+)?$/i;
const LEAST_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:or (?:more|over|greater|above|higher)|and (?:above|over)|\+)/i;

function convert(unit: string): { dimension: Dimension; factor: number } | null {
  const found = UNITS.find(([pattern]) => pattern.test(unit.trim()));
  return found ? { dimension: found[1], factor: found[2] } : null;
}

/** Every measured quantity in a text. */
export function measuresIn(text: string): Measure[] {
  const out: Measure[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const n = readNumber(m[1] ?? '');
    const unit = convert(m[2] ?? '');
    if (n === null || !unit) continue;
    out.push({ dimension: unit.dimension, value: n * unit.factor, index: m.index ?? 0, text: m[0] });
  }
  return out;
}

/** The quantities a policy states as a least or a most ("exceeding 55mph", "within 100 metres"). */
export function thresholdsIn(text: string): Threshold[] {
  const out: Threshold[] = [];
  const measures = measuresIn(text);
  measures.forEach((measure, i) => {
    const before = text.slice(Math.max(0, measure.index - 40), measure.index);
    // "41 knots/47mph or more": a figure given in two units takes the comparison written after the last.
    const next = measures[i + 1];
    const joined = next && /^\s*[/(]\s*$/.test(text.slice(measure.index + measure.text.length, next.index));
    const afterAt = joined && next ? next.index + next.text.length : measure.index + measure.text.length;
    const after = text.slice(afterAt, afterAt + 30).replace(/^\s*\)/, '');
    // "not exceeding 31 days", "no more than 5": a most, though its last word names a least.
    if (MOST_BEFORE.test(before))
      out.push({ ...measure, bound: 'most', strict: /less than|under|below/i.test(before) });
    else if (LEAST_BEFORE.test(before) || LEAST_AFTER.test(after))
      out.push({
        ...measure,
        bound: 'least',
        strict: /exceed|more than|over|above|in excess|greater|beyond/i.test(before),
      });
  });
  return out;
}

/** Whether a measured value meets a threshold. */
export function meets(threshold: Threshold, value: number): boolean {
  if (threshold.bound === 'least')
    return threshold.strict ? value > threshold.value : value >= threshold.value;
  return threshold.strict ? value < threshold.value : value <= threshold.value;
}
