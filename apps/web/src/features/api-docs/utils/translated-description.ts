import { descriptionKey } from '@incasso/shared/openapi';
import type { TFunction } from 'i18next';

/**
 * A description of the OpenAPI document (written in English in the shared schemas) in the
 * reader's language: its translation under `apiDocs.descriptions`, else the English itself.
 */
export function translatedDescription(t: TFunction, english: string): string {
  return t(`apiDocs.descriptions.${descriptionKey(english)}`, { defaultValue: english });
}
