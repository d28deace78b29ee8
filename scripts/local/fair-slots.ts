/**
 * Turns to run, shared fairly: at most `limit` holders at once and at most `perGroup` of one group
 * (a user, say) among them. Waiters are served in the order they came, except that one whose group
 * already holds its share is passed over for the next, so a group with many waiting never holds
 * back another group's one. Pure: no timers, no I/O.
 */
export class FairSlots {
  private active = 0;
  private readonly activeByGroup = new Map<string, number>();
  private readonly waiting: { readonly group: string | undefined; readonly grant: () => void }[] = [];

  constructor(
    private readonly limit: number,
    private readonly perGroup = Number.POSITIVE_INFINITY,
  ) {}

  /** Resolves once it is this holder's turn (at once when a slot and its group's share are free). */
  take(group?: string): Promise<void> {
    return new Promise((grant) => {
      this.waiting.push({ group, grant });
      this.serve();
    });
  }

  /** Gives a turn back (with the group it was taken for), and hands it to the next waiter who may have it. */
  give(group?: string): void {
    this.active--;
    if (group !== undefined) this.activeByGroup.set(group, (this.activeByGroup.get(group) ?? 1) - 1);
    this.serve();
  }

  /** How many hold a turn now, in all or of one group. */
  holding(group?: string): number {
    return group === undefined ? this.active : (this.activeByGroup.get(group) ?? 0);
  }

  private serve(): void {
    let i = 0;
    while (i < this.waiting.length && this.active < this.limit) {
      const next = this.waiting[i];
      if (!next) break;
      if (next.group !== undefined && this.holding(next.group) >= this.perGroup) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.active++;
      if (next.group !== undefined) this.activeByGroup.set(next.group, this.holding(next.group) + 1);
      next.grant();
    }
  }
}
