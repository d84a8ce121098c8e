import type { OpenApiDocument } from '@incasso/shared/openapi';
import { useTranslation } from 'react-i18next';
import { listOperations } from '../utils/operations';
import { DocsSection } from './docs-section';
import { OperationCard } from './operation-card';

/** Every operation the document describes. */
export function EndpointsSection({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation();
  const operations = listOperations(document);
  return (
    <DocsSection id="endpoints" title={t('apiDocs.endpoints.title')}>
      {operations.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('apiDocs.endpoints.empty')}</p>
      ) : (
        operations.map((operation) => (
          <OperationCard key={operation.operationId} operation={operation} document={document} />
        ))
      )}
    </DocsSection>
  );
}
