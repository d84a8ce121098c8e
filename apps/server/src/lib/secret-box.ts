import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM: authenticated, so a tampered or misplaced ciphertext fails to open rather than
// yielding garbage. The key is derived per purpose with HKDF, so one instance secret serves
// several uses without their keys being related. The stored form names its version so the
// scheme can change without guessing.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `context` (e.g. the owner's id) is bound to the ciphertext: it opens only with the same one. */
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(instanceSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', instanceSecret, 'incasso', purpose, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
