import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SecretBox } from '#server/lib/secret-box.ts';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks headers for one attempt. Every secret in force signs, space-separated,
 * so a receiver still holding the previous secret verifies during the overlap.
 */
export function signedHeaders(
  deliveryId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(deliveryId, at, body));
  return {
    'content-type': 'application/json',
    'user-agent': 'Incasso-Webhooks/1',
    'webhook-id': deliveryId,
    'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
    'webhook-signature': signatures.join(' '),
  };
}

/** Seals a secret to its endpoint: a row copied to another endpoint does not open. */
export function endpointSecrets(box: SecretBox, endpointId: string) {
  return {
    seal: (secret: string) => box.seal(secret, endpointId),
    open: (sealed: string) => box.open(sealed, endpointId),
  };
}
