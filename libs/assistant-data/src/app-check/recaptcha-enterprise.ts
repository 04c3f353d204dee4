type Enterprise = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};
type RecaptchaWindow = Window & { grecaptcha?: { enterprise?: Enterprise } };

// The action Firebase's own App Check client names: the project's reCAPTCHA reports show it.
const ACTION = 'fire_app_check';

// One script per key, for the page's life.
const loading = new Map<string, Promise<Enterprise>>();

/** Google's reCAPTCHA Enterprise script for `siteKey`, added to the page once. */
function loadEnterprise(siteKey: string): Promise<Enterprise> {
  const loaded = loading.get(siteKey);
  if (loaded) return loaded;
  const load = new Promise<Enterprise>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      const enterprise = (window as RecaptchaWindow).grecaptcha?.enterprise;
      if (enterprise) enterprise.ready(() => resolve(enterprise));
      else reject(new Error('reCAPTCHA Enterprise did not start'));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA Enterprise could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    // Offline or blocked: the next request tries again.
    loading.delete(siteKey);
    throw error;
  });
  loading.set(siteKey, load);
  return load;
}

/** A reCAPTCHA Enterprise token of this page for `siteKey` (a score-based key), for App Check to exchange. */
export async function recaptchaEnterpriseToken(siteKey: string): Promise<string> {
  return (await loadEnterprise(siteKey)).execute(siteKey, { action: ACTION });
}
