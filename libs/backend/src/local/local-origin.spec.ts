import { describe, expect, it } from 'vitest';
import { assertLocalOrigin, isLocalOnlyError } from './local-origin';

describe('the local backend on a page', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('runs on %s', (hostname) => {
    expect(() => assertLocalOrigin({ hostname })).not.toThrow();
  });

  it.each(['console.demobanka.mk', '192.168.1.20', 'localhost.evil.example'])('refuses %s, and says why', (hostname) => {
    let caught: unknown;
    try {
      assertLocalOrigin({ hostname });
    } catch (error) {
      caught = error;
    }
    expect(isLocalOnlyError(caught)).toBe(true);
    expect(String(caught)).toContain(hostname);
  });
});
