import { describe, expect, it } from 'vitest';
import { FairSlots } from '#scripts/local/fair-slots';

/** Takes turns for each group named, in order; the order in which they were granted. */
function queueUp(slots: FairSlots, groups: readonly string[]) {
  const granted: string[] = [];
  const turns = groups.map((group, i) => slots.take(group).then(() => granted.push(`${group}${i}`)));
  return { granted, turns };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the local scheduler of queued documents (fair slots)', () => {
  it("never gives one user more than their share, so another user's document does not wait behind theirs", async () => {
    // Two slots; one user's four scans come first, then another user's one document.
    const slots = new FairSlots(2, 1);
    const { granted } = queueUp(slots, ['a', 'a', 'a', 'a', 'b']);
    await settle();
    expect(granted).toEqual(['a0', 'b4']);
    expect(slots.holding('a')).toBe(1);
    // The first scan done: the user's next one runs, still one at a time.
    slots.give('a');
    await settle();
    expect(granted).toEqual(['a0', 'b4', 'a1']);
    expect(slots.holding('a')).toBe(1);
  });

  it('hands turns over in the order they were asked for, within the limit', async () => {
    const slots = new FairSlots(1);
    const { granted } = queueUp(slots, ['a', 'b', 'c']);
    await settle();
    expect(granted).toEqual(['a0']);
    slots.give('a');
    await settle();
    expect(granted).toEqual(['a0', 'b1']);
    slots.give('b');
    await settle();
    expect(granted).toEqual(['a0', 'b1', 'c2']);
    expect(slots.holding()).toBe(1);
  });

  it('passes over a user at their share only while they are: their next turn comes before later users', async () => {
    const slots = new FairSlots(1, 1);
    const { granted } = queueUp(slots, ['a', 'a', 'b']);
    await settle();
    slots.give('a');
    await settle();
    // Both waiters may run now; the one who asked first does.
    expect(granted).toEqual(['a0', 'a1']);
  });
});
