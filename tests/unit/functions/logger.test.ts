import { describe, expect, it } from 'vitest';
import { readableLine, redact } from '#functions/lib/logger';

describe('log redaction', () => {
  it('takes out fields that carry personal or document data, by name, at any depth', () => {
    expect(
      redact({
        message: 'request answered',
        status: 200,
        email: 'ann@example.com',
        detail: { description: 'My suitcase was stolen', pages: ['Policy text'], accessToken: 'abc' },
      }),
    ).toEqual({
      message: 'request answered',
      status: 200,
      email: '[redacted]',
      detail: { description: '[redacted]', pages: '[redacted]', accessToken: '[redacted]' },
    });
  });

  it('takes e-mail addresses and tokens out of any text, error messages included', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl';
    expect(redact({ error: `UserNotFound: no user ann.lee@example.co.uk for ${jwt}` })).toEqual({
      error: 'UserNotFound: no user [email] for [token]',
    });
    expect(redact(['bob@example.com', 3])).toEqual(['[email]', 3]);
  });
});

describe('local log lines', () => {
  it('reads as one line: level, message, then the fields', () => {
    expect(
      readableLine({
        level: 'INFO',
        message: 'request answered',
        timestamp: '2026-11-24T10:00:00.000Z',
        service: 'policylens',
        status: 200,
        route: 'GET /api/me',
      }),
    ).toBe('INFO  request answered status=200 route=GET /api/me');
  });
});
