const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new document id as Firestore makes them (20 characters of [A-Za-z0-9]), without loading the
 * Firestore SDK: `newId()` must answer synchronously even before Firestore is loaded. Rejection
 * sampling keeps every character equally likely.
 */
export function autoId(): string {
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < limit && id.length < 20) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}
