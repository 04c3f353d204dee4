import { afterEach, describe, expect, it } from 'vitest';
import { startLoader } from './start-loader';

describe('startLoader', () => {
  afterEach(() => document.body.replaceChildren());

  it("frames the chat of the snippet's assistant, telling it the bank page's origin even under Referrer-Policy: no-referrer", () => {
    document.documentElement.lang = 'sq';
    const script = document.createElement('script');
    script.src = 'https://console.example/widget/loader.js';
    script.dataset['assistant'] = 'a1';
    document.body.append(script);
    startLoader(script);
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe('https://console.example/widget/frame.html?assistant=a1&lang=sq');
    expect(frame?.referrerPolicy).toBe('origin');
  });

  it('adds nothing for a script without an assistant', () => {
    startLoader(document.createElement('script'));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
