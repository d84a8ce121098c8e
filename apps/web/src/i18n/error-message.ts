import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api-client.ts';

/**
 * The text to show for a failed call: the server's stable error key translated from
 * `errors.<key>`, the network message when the server was unreachable, else `fallbackKey`.
 */
export function errorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.key === 'networkError') return t('notifications.networkError');
    const key = `errors.${error.key}`;
    return t(key, { defaultValue: t(fallbackKey) });
  }
  return t(fallbackKey);
}
