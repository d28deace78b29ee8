import type { Token } from './nlp';

/**
 * The state a home's services were left in, read the same way in a policy and in a claim: the
 * heating kept on ("maintain heat in the building", "we kept the furnace running") or switched off,
 * and the water turned off at the mains and the system drained ("shut off the water supply and
 * drain all systems") or left on. A freezing exclusion or an unoccupancy condition turns on these,
 * and neither the mention of a boiler nor of water says which state it was in. And whether the
 * building itself was damaged, opened to the weather ("causing an opening in a roof or wall"), as a
 * named peril's cover of the contents may ask.
 */
export const STATES = new Set(['@heat_kept', '@water_off', '@building_damaged']);

/** The state that a service's concept is in when the claim switches it off ("we switched the heating off"). */
export const STATE_OF: Readonly<Record<string, string>> = { '@heating': '@heat_kept' };

const HEAT = new Set([
  'heat',
  'heated',
  'heating',
  'furnace',
  'boiler',
  'radiator',
  'radiators',
  'thermostat',
]);
const WATER = new Set(['water', 'mains', 'stopcock', 'stop-cock']);
const SWITCHES = new Set(['switch', 'turn', 'shut', 'isolate']);
const KEEPS = new Set(['keep', 'leave', 'maintain']);
const DRAINED = new Set(['pipe', 'pipework', 'plumbing', 'system', 'tank', 'water', 'appliance', 'down']);
const ENDS = new Set(['.', ';', ',', 'and', 'but', 'so', 'because', 'while', 'to']);

interface StateTerm {
  readonly id: string;
  readonly negated: boolean;
}

/** The tokens of the phrase around i, up to `reach` either side, not across a new clause. */
function around(tokens: readonly Token[], i: number, reach: number): { before: Token[]; after: Token[] } {
  const before: Token[] = [];
  for (let k = i - 1; k >= Math.max(0, i - reach) && !ENDS.has(tokens[k]?.lemma ?? '.'); k--) {
    before.unshift(tokens[k] as Token);
  }
  const after: Token[] = [];
  for (
    let k = i + 1;
    k <= Math.min(tokens.length - 1, i + reach) && !ENDS.has(tokens[k]?.lemma ?? '.');
    k++
  ) {
    after.push(tokens[k] as Token);
  }
  return { before, after };
}

/** Whether the service named at i was on (true), off (false), or the words do not say (null). */
function switchedState(tokens: readonly Token[], i: number): { on: boolean; denied: boolean } | null {
  const { before, after } = around(tokens, i, 4);
  const verb = before.find((t) => SWITCHES.has(t.lemma) || KEEPS.has(t.lemma));
  const denied = Boolean(tokens[i]?.negated || verb?.negated);
  const off = [...before, ...after].some((t) => t.word === 'off');
  if (verb && SWITCHES.has(verb.lemma) && off) return { on: false, denied };
  if (after.slice(0, 3).some((t) => t.word === 'off')) return { on: false, denied };
  // "the heating was running"; water "running down the wall" is a leak, so water is on only when said so.
  const running = (t: Token) => t.word === 'running' && HEAT.has(tokens[i]?.lemma ?? '');
  const onAfter = after.slice(0, 3).some((t) => t.word === 'on' || running(t));
  if ((verb && KEEPS.has(verb.lemma) && !off) || onAfter) return { on: true, denied };
  return null;
}

/** "drained the pipes", "drain all systems", "had the system drained down". */
function drained(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.lemma !== 'drain') return false;
  const { before, after } = around(tokens, i, 5);
  return [...after, ...before].some((t) => DRAINED.has(t.lemma));
}

const SHELL = new Set(['roof', 'wall', 'walls', 'shingle', 'tile', 'building', 'house']);
const OPENED = new Set(
  'damage damaged hole opening rip ripped tear torn blow blown crash smash break broken punch puncture'.split(
    ' ',
  ),
);
const DENIES = new Set(['not', "n't", 'no', 'nothing', 'never', 'without']);

/** "ripped the shingles off our roof", "crashed through the roof"; "the house itself wasn't damaged". */
function buildingOpened(tokens: readonly Token[], i: number): StateTerm | null {
  if (!OPENED.has(tokens[i]?.lemma ?? '') && !OPENED.has(tokens[i]?.word ?? '')) return null;
  const { before, after } = around(tokens, i, 6);
  // "the roof was damaged", not "the wall-mounted TV was smashed": the roof or wall is the thing itself.
  const shell = (t: Token, k: number, list: readonly Token[]) =>
    SHELL.has(t.lemma) && list[k + 1]?.word !== '-' && !['NOUN', 'PROPN'].includes(list[k + 1]?.pos ?? '');
  if (!before.some(shell) && !after.some(shell)) return null;
  const denied = before.some((t) => DENIES.has(t.lemma) || DENIES.has(t.word.toLowerCase()));
  return { id: '@building_damaged', negated: denied };
}

export function serviceStates(tokens: readonly Token[]): StateTerm[] {
  const found: StateTerm[] = [];
  tokens.forEach((token, i) => {
    const opened = buildingOpened(tokens, i);
    if (opened) found.push(opened);
    if (drained(tokens, i)) found.push({ id: '@water_off', negated: token.negated });
    const heat = HEAT.has(token.lemma) || HEAT.has(token.word.toLowerCase());
    const water = WATER.has(token.lemma);
    if (!heat && !water) return;
    const state = switchedState(tokens, i);
    if (!state) return;
    // The heating kept on, or the water turned off, is the state each term names.
    const named = heat ? state.on : !state.on;
    found.push({ id: heat ? '@heat_kept' : '@water_off', negated: named === state.denied });
  });
  return found;
}
