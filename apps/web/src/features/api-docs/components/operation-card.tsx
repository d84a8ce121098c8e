import type { OpenApiDocument } from '@incasso/shared/openapi';
import { useTranslation } from 'react-i18next';
import type { ApiOperation } from '../utils/operations';
import { parameterFields, schemaFields, typeLabel } from '../utils/schema-fields';
import { CodeSamples } from './code-samples';
import { ErrorList } from './error-list';
import { FieldTable } from './field-table';
import { MethodBadge } from './method-badge';
import { translatedDescription } from '../utils/translated-description';

interface OperationCardProps {
  operation: ApiOperation;
  document: OpenApiDocument;
}

const PARAMETER_TABLES = [
  { location: 'path', captionKey: 'apiDocs.endpoints.pathParameters' },
  { location: 'query', captionKey: 'apiDocs.endpoints.queryParameters' },
  { location: 'header', captionKey: 'apiDocs.endpoints.headers' },
] as const;

/** One operation: what to send, what comes back, what can go wrong, and how to call it. */
export function OperationCard({ operation, document }: OperationCardProps) {
  const { t } = useTranslation();
  const schemas = document.components?.schemas ?? {};
  const title = t(`apiDocs.operations.${operation.operationId}`, {
    defaultValue: operation.summary ?? `${operation.method} ${operation.path}`,
  });
  const headingId = `operation-${operation.operationId}`;
  return (
    <article
      id={operation.operationId}
      aria-labelledby={headingId}
      className="scroll-mt-24 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
          <MethodBadge method={operation.method} />
          <span className="break-all text-slate-900 dark:text-slate-100">{operation.path}</span>
          {operation.isDeprecated && (
            <span className="rounded-md bg-amber-100 px-2 py-0.5 font-sans text-xs font-medium text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
              {t('apiDocs.endpoints.deprecated')}
            </span>
          )}
        </p>
        {operation.description && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {translatedDescription(t, operation.description)}
          </p>
        )}
        {operation.scopes.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('apiDocs.endpoints.scopes', { scopes: operation.scopes.join(', ') })}
          </p>
        )}
      </div>
      {PARAMETER_TABLES.map(({ location, captionKey }) => {
        const rows = parameterFields(operation.parameters, location, schemas);
        return rows.length > 0 ? (
          <FieldTable key={location} caption={t(captionKey)} rows={rows} />
        ) : null;
      })}
      {operation.body && (
        <FieldTable
          caption={t(
            operation.body.isRequired ? 'apiDocs.endpoints.body' : 'apiDocs.endpoints.bodyOptional',
          )}
          rows={schemaFields(operation.body.schema, schemas)}
        />
      )}
      <CodeSamples operation={operation} document={document} />
      {operation.responses.map((response) => {
        const rows = response.schema ? schemaFields(response.schema, schemas) : [];
        const caption = t('apiDocs.endpoints.response', { status: response.status });
        if (rows.length > 0) {
          return (
            <FieldTable
              key={response.status}
              caption={caption}
              rows={rows}
              showRequirement={false}
            />
          );
        }
        return (
          <p key={response.status} className="text-sm text-slate-600 dark:text-slate-300">
            {caption}:{' '}
            {response.schema ? (
              <code className="font-mono text-xs">{typeLabel(response.schema, schemas)}</code>
            ) : (
              t('apiDocs.endpoints.noContent')
            )}
          </p>
        );
      })}
      {operation.errors.length > 0 && <ErrorList errors={operation.errors} />}
    </article>
  );
}
