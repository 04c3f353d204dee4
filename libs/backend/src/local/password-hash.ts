/** A password as it is stored: never the password itself, only a salted PBKDF2-SHA-256 hash. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  /** Kept with the hash so that raising the default later does not break existing passwords. */
  iterations: number;
  /** Base64. */
  salt: string;
  /** Base64 of 256 derived bits. */
  hash: string;
}

/** OWASP's current recommendation for PBKDF2-HMAC-SHA-256 (0.13–0.24 s a hash in Chromium on 2 cores). */
export const defaultPasswordHashIterations = 600_000;
const saltBytes = 16;
const derivedBits = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, derivedBits);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations: number): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** Compares every byte whatever the first difference, so that timing does not reveal how close a guess was. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations);
  return equalInConstantTime(candidate, fromBase64(stored.hash));
}
