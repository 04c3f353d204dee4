import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * Starts App Check on `app` with the reCAPTCHA Enterprise key of the bank's console: Firestore and
 * Storage then prove each request with its token. Imported dynamically, only where the bank set a key.
 */
export function openAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
