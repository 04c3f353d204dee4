/** Where the chat reaches Firestore's REST API, and how it proves itself there. */
export type FirestoreRestConfig = {
  projectId: string;
  apiKey: string;
  emulatorHost?: string;
  /**
   * An App Check token for each request, where the bank switched App Check on (null: send the request
   * without one; a project that enforces App Check then refuses it, as it refuses any script).
   */
  appCheckToken?: () => Promise<string | null>;
};

/**
 * The project's database path (`projects/{id}/databases/(default)`) and a `fetch` of a path under the
 * REST API's `v1/`, with the API key and, where configured, the App Check token.
 */
export function firestoreRest({ projectId, apiKey, emulatorHost, appCheckToken }: FirestoreRestConfig) {
  const base = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  return {
    database: `projects/${projectId}/databases/(default)`,
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      const token = appCheckToken ? await appCheckToken() : null;
      if (token) headers.set('X-Firebase-AppCheck', token);
      return fetch(`${base}/v1/${path}?key=${encodeURIComponent(apiKey)}`, { ...init, headers });
    },
  };
}
