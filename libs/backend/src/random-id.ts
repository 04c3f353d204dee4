const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random id over [A-Za-z0-9], as Firestore's auto ids, made without any SDK (a document id is needed
 * synchronously, before an adapter has loaded); rejection sampling keeps every character equally likely.
 */
export function randomId(length: number): string {
  let id = '';
  const limit = 256 - (256 % alphabet.length);
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && id.length < length) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

export const newDocumentId = () => randomId(20);
export const newUid = () => randomId(28);
/** Unguessable: 48 characters carry about 285 bits. */
export const newActionCode = () => randomId(48);
