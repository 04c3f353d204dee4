import { recaptchaEnterpriseToken } from './recaptcha-enterprise';

/** The bank's web app as App Check knows it, and the reCAPTCHA Enterprise key of its pages. */
export type AppCheckSettings = { siteKey: string; projectId: string; appId: string; apiKey: string };

export type AppCheckDependencies = {
  /** A reCAPTCHA Enterprise token for the key (Google's script on the page). */
  recaptcha?: (siteKey: string) => Promise<string>;
  now?: () => number;
};

/** A token is renewed this long before it expires, so that no request carries one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** After a failed exchange, requests go without a token this long before the next try. */
const RETRY_AFTER_MS = 30_000;

/**
 * App Check tokens for the chat's requests, without Firebase's SDK: a reCAPTCHA Enterprise token of the
 * page is exchanged at App Check's REST endpoint (as the SDK does) for a token of about an hour, kept
 * and renewed before it expires; concurrent requests share one exchange. A failure gives null (the
 * request goes without, and a project that enforces App Check refuses it) and is not retried for 30 s.
 */
export function appCheckTokens(settings: AppCheckSettings, { recaptcha = recaptchaEnterpriseToken, now = Date.now }: AppCheckDependencies = {}): () => Promise<string | null> {
  const { siteKey, projectId, appId, apiKey } = settings;
  const endpoint = `https://content-firebaseappcheck.googleapis.com/v1/projects/${projectId}/apps/${appId}:exchangeRecaptchaEnterpriseToken?key=${encodeURIComponent(apiKey)}`;
  let held: { token: string; renewAt: number } | null = null;
  let failedAt = -Infinity;
  let exchanging: Promise<string | null> | null = null;

  const exchange = async (): Promise<string | null> => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ recaptcha_enterprise_token: await recaptcha(siteKey) }),
      });
      if (!response.ok) throw new Error(`App Check refused the page with HTTP ${response.status}`);
      const { token, ttl } = (await response.json()) as { token?: unknown; ttl?: unknown };
      // The time to live is a protobuf duration, such as "3600s".
      const seconds = typeof ttl === 'string' ? Number(/^([\d.]+)s$/u.exec(ttl)?.[1]) : NaN;
      if (typeof token !== 'string' || !(seconds > 0)) throw new Error('App Check gave no usable token');
      held = { token, renewAt: now() + seconds * 1000 - RENEW_BEFORE_MS };
      return token;
    } catch {
      failedAt = now();
      return null;
    } finally {
      exchanging = null;
    }
  };

  return async () => {
    if (held && now() < held.renewAt) return held.token;
    if (now() - failedAt < RETRY_AFTER_MS) return null;
    exchanging ??= exchange();
    return exchanging;
  };
}
