// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recaptchaEnterpriseToken } from './recaptcha-enterprise';

type TestWindow = Window & { grecaptcha?: unknown };

const addedScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith('https://www.google.com/recaptcha/'));

describe("the page's reCAPTCHA Enterprise token", () => {
  afterEach(() => {
    for (const script of addedScripts()) script.remove();
    delete (window as TestWindow).grecaptcha;
  });

  it("is asked of Google's script, added once for the key, for App Check's action", async () => {
    const execute = vi.fn(async (siteKey: string, options: { action: string }) => `token:${siteKey}:${options.action}`);
    const first = recaptchaEnterpriseToken('site key');
    const second = recaptchaEnterpriseToken('site key');
    const [script] = addedScripts();
    expect(addedScripts()).toHaveLength(1);
    expect(script?.src).toBe('https://www.google.com/recaptcha/enterprise.js?render=site%20key');
    // Google's script is outside the process: what it defines when it loads is stubbed.
    (window as TestWindow).grecaptcha = { enterprise: { ready: (callback: () => void) => callback(), execute } };
    script?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual(['token:site key:fire_app_check', 'token:site key:fire_app_check']);
  });

  it('adds the script again after it could not be loaded', async () => {
    const failed = recaptchaEnterpriseToken('other-key');
    addedScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    void recaptchaEnterpriseToken('other-key').catch(() => undefined);
    expect(addedScripts()).toHaveLength(2);
  });
});
