import { createHash, randomBytes } from 'node:crypto';

// `inc_` and 32 random bytes in base64url: 256 bits, so a key cannot be guessed, and only its
// SHA-256 is stored (a fast hash suffices for a secret of that strength). The first characters
// stay readable in the list so the merchant can tell keys apart.
const KEY_PREFIX = 'inc_';
const SHOWN_CHARACTERS = 12;
const KEY_PATTERN = /^inc_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a header value could be a key at all: anything else is refused before a lookup. */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
