import { describe, expect, it } from 'vitest';
import {
  clearResetSecret,
  loadResetSecret,
  parseRecoveryFragment,
  RESET_SECRET_KEY,
  storeResetSecret,
} from '#web/features/auth/reset-secret';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('parseRecoveryFragment', () => {
  it('reads the e-mail and code of a recovery link', () => {
    expect(parseRecoveryFragment('#type=recovery&email=ann%2Btest%40example.com&code=123456')).toEqual({
      email: 'ann+test@example.com',
      code: '123456',
    });
  });

  it('reads the names a recovery link carries, so a password made of them is refused', () => {
    expect(
      parseRecoveryFragment('#type=recovery&email=ann%40example.com&name=Ann&name=Lee%20Smith&name=&code=1'),
    ).toEqual({ email: 'ann@example.com', code: '1', names: ['Ann', 'Lee Smith'] });
  });

  it('ignores fragments of another type or with a part missing', () => {
    expect(parseRecoveryFragment('#type=signup&email=a%40b.c&code=1')).toBeUndefined();
    expect(parseRecoveryFragment('#type=recovery&email=a%40b.c')).toBeUndefined();
    expect(parseRecoveryFragment('')).toBeUndefined();
  });
});

describe('the stored reset secret', () => {
  it('is kept, read back and cleared', () => {
    const store = memoryStore();
    storeResetSecret({ email: 'a@b.c', code: '42' }, store);
    expect(loadResetSecret(store)).toEqual({ email: 'a@b.c', code: '42' });
    clearResetSecret(store);
    expect(loadResetSecret(store)).toBeUndefined();
  });

  it('keeps the names with it, and reads a secret stored without them', () => {
    const store = memoryStore();
    storeResetSecret({ email: 'a@b.c', code: '42', names: ['Ann', 'Lee'] }, store);
    expect(loadResetSecret(store)).toEqual({ email: 'a@b.c', code: '42', names: ['Ann', 'Lee'] });
    store.setItem(RESET_SECRET_KEY, '{"email":"a@b.c","code":"42","names":[7,"Ann"]}');
    expect(loadResetSecret(store)).toEqual({ email: 'a@b.c', code: '42', names: ['Ann'] });
  });

  it('reads anything malformed as missing', () => {
    const store = memoryStore();
    store.setItem(RESET_SECRET_KEY, '{"email":"a@b.c"}');
    expect(loadResetSecret(store)).toBeUndefined();
    store.setItem(RESET_SECRET_KEY, 'not json');
    expect(loadResetSecret(store)).toBeUndefined();
  });
});
