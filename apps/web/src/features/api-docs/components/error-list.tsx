import { useTranslation } from 'react-i18next';
import type { ApiErrorResponse } from '../utils/operations';
import { translatedDescription } from '../utils/translated-description';

/** Each error status the operation may answer with, and the stable keys it carries. */
export function ErrorList({ errors }: { errors: ApiErrorResponse[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('apiDocs.endpoints.errors')}
      </h4>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-700">
        {errors.map((error) => (
          <div
            key={error.status}
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-2"
          >
            <dt className="w-64 max-w-full shrink-0 text-slate-700 dark:text-slate-300">
              <span className="mr-2 font-mono font-semibold text-slate-900 dark:text-white">
                {error.status}
              </span>
              {t(`apiDocs.status.${error.status}`, {
                defaultValue: translatedDescription(t, error.description),
              })}
            </dt>
            <dd className="flex flex-wrap gap-1.5">
              {error.keys.length > 0 ? (
                error.keys.map((key) => (
                  <code
                    key={key}
                    className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {key}
                  </code>
                ))
              ) : (
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t('apiDocs.endpoints.noErrorKeys')}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
