import { beforeEach, describe, expect, it } from 'vitest';
import { isConsolePath, sessionSignInReturnStore } from './sign-in-return-store';

beforeEach(() => sessionStorage.clear());

describe('the page to return to after signing in', () => {
  it('is kept once: reading it forgets it', () => {
    const store = sessionSignInReturnStore();
    store.write('/products/cards');
    expect(store.take()).toBe('/products/cards');
    expect(store.take()).toBeNull();
  });

  it('is only ever a page of this console, never another site', () => {
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) expect(isConsolePath(outside)).toBe(false);
    const store = sessionSignInReturnStore();
    store.write('//evil.example');
    expect(store.take()).toBeNull();
    sessionStorage.setItem('signInReturnTo', 'https://evil.example');
    expect(store.take()).toBeNull();
  });
});
