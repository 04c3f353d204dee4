import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCheckTokens } from './app-check-tokens';

const SETTINGS = { siteKey: 'site-key', projectId: 'bank-project', appId: '1:2:web:3', apiKey: 'key 1' };

/** App Check's exchange endpoint is Google's, outside the process: its answers are stubbed. */
function stubExchange(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('App Check tokens for the chat', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("exchanges the page's reCAPTCHA Enterprise token for an App Check token, as the SDK does", async () => {
    const fetch = stubExchange(() => Response.json({ token: 'app-check-1', ttl: '3600s' }));
    const recaptcha = vi.fn(async (siteKey: string) => `recaptcha-for-${siteKey}`);
    await expect(appCheckTokens(SETTINGS, { recaptcha })()).resolves.toBe('app-check-1');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://content-firebaseappcheck.googleapis.com/v1/projects/bank-project/apps/1:2:web:3:exchangeRecaptchaEnterpriseToken?key=key%201');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ recaptcha_enterprise_token: 'recaptcha-for-site-key' });
  });

  it('keeps a token until five minutes before it expires, and lets concurrent requests share one exchange', async () => {
    let issued = 0;
    const fetch = stubExchange(() => Response.json({ token: `app-check-${++issued}`, ttl: '3600s' }));
    let time = 0;
    const token = appCheckTokens(SETTINGS, { recaptcha: async () => 'r', now: () => time });
    await expect(Promise.all([token(), token(), token()])).resolves.toEqual(['app-check-1', 'app-check-1', 'app-check-1']);
    time = 54 * 60_000;
    await expect(token()).resolves.toBe('app-check-1');
    time = 55 * 60_000;
    await expect(token()).resolves.toBe('app-check-2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives no token when the page is refused or reCAPTCHA fails, and tries again only after 30 seconds', async () => {
    const fetch = stubExchange(() => new Response('{}', { status: 403 }));
    let time = 0;
    const recaptcha = vi.fn(async () => 'r');
    const token = appCheckTokens(SETTINGS, { recaptcha, now: () => time });
    await expect(token()).resolves.toBeNull();
    time = 29_000;
    await expect(token()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    time = 31_000;
    recaptcha.mockRejectedValueOnce(new Error('blocked'));
    await expect(token()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async () => Response.json({ token: 'app-check-late', ttl: '1800s' }));
    time = 62_000;
    await expect(token()).resolves.toBe('app-check-late');
  });

  it('refuses an answer without a usable token or time to live', async () => {
    stubExchange(() => Response.json({ token: 'app-check-1', ttl: 'an hour' }));
    await expect(appCheckTokens(SETTINGS, { recaptcha: async () => 'r' })()).resolves.toBeNull();
  });
});
