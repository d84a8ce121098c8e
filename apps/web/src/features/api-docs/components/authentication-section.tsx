import type { OpenApiDocument } from '@incasso/shared/openapi';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { apiConventions } from '../utils/api-conventions';
import { CodeBlock } from './code-block';
import { DocsSection, DocsTopic } from './docs-section';

// What plugins/errors.ts answers to an amount the shared schema refuses.
const ERROR_EXAMPLE = JSON.stringify(
  { error: 'invalidInput', message: 'Invalid input data', fields: { amount: 'amountInvalid' } },
  null,
  2,
);

/** How to authenticate, retry safely, live with the rate limit and read errors. */
export function AuthenticationSection({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation();
  const { apiKeyHeader, idempotency } = apiConventions(document);
  return (
    <DocsSection id="authentication" title={t('apiDocs.authentication.title')}>
      <div className="max-w-3xl space-y-3 text-sm text-slate-600 dark:text-slate-300">
        {apiKeyHeader && <p>{t('apiDocs.authentication.body', { header: apiKeyHeader })}</p>}
        <p className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 text-indigo-600 dark:text-indigo-400" />
          <TextLink to="/dashboard/settings/developer">
            {t('apiDocs.authentication.getKey')}
          </TextLink>
        </p>
        <p>{t('apiDocs.authentication.scopes')}</p>
      </div>
      {idempotency && (
        <DocsTopic title={t('apiDocs.authentication.idempotencyTitle')}>
          <p>
            {t('apiDocs.authentication.idempotencyBody', {
              header: idempotency.header,
              max: idempotency.maxLength,
            })}
          </p>
        </DocsTopic>
      )}
      <DocsTopic title={t('apiDocs.authentication.rateLimitTitle')}>
        <p>{t('apiDocs.authentication.rateLimitBody', { header: 'Retry-After' })}</p>
      </DocsTopic>
      <DocsTopic title={t('apiDocs.authentication.errorsTitle')}>
        <p>{t('apiDocs.authentication.errorsBody')}</p>
        <CodeBlock label={t('apiDocs.authentication.errorExample')} code={ERROR_EXAMPLE} />
      </DocsTopic>
    </DocsSection>
  );
}
