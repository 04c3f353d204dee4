import { afterEach, describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './show-boot-failure';

afterEach(() => vi.restoreAllMocks());

describe('a console that cannot start', () => {
  it('says so in the chosen language and offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('language', 'en');
    const container = document.createElement('div');
    showBootFailure(container, new Error('network'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('The console could not start.');
    expect(container.querySelector('button')?.textContent).toBe('Reload');
  });

  it('explains that the local demo runs only on this computer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('language', 'mk');
    const container = document.createElement('div');
    showBootFailure(container, Object.assign(new Error('local only'), { name: 'LocalOnlyError' }));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('работи само на овој компјутер (localhost)');
  });
});
