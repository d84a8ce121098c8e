import { useTranslation } from 'react-i18next';
import type { FieldRow } from '../utils/schema-fields';
import { translatedDescription } from '../utils/translated-description';

interface FieldTableProps {
  caption: string;
  rows: FieldRow[];
  /** Request fields say whether they are required; response fields always are there. */
  showRequirement?: boolean;
}

/** Field, type, required or optional, description and limits. */
export function FieldTable({ caption, rows, showRequirement = true }: FieldTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="bg-slate-50 px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('apiDocs.table.field')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('apiDocs.table.type')}
            </th>
            {/* A readable width on phones: the table scrolls sideways rather than squeeze it. */}
            <th scope="col" className="min-w-56 px-4 py-2 font-medium">
              {t('apiDocs.table.description')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.name}>
              <td className="px-4 py-2.5 align-top whitespace-nowrap">
                <code className="font-mono text-slate-900 dark:text-slate-100">{row.name}</code>
                {showRequirement && (
                  <span
                    className={
                      row.isRequired
                        ? 'ml-2 text-xs font-medium text-rose-700 dark:text-rose-400'
                        : 'ml-2 text-xs text-slate-500 dark:text-slate-400'
                    }
                  >
                    {row.isRequired ? t('apiDocs.table.required') : t('apiDocs.table.optional')}
                  </span>
                )}
              </td>
              <td className="px-4 py-2.5 align-top font-mono text-xs break-words text-slate-600 dark:text-slate-400">
                {row.type}
              </td>
              <td className="px-4 py-2.5 align-top text-slate-700 dark:text-slate-300">
                {row.description && translatedDescription(t, row.description)}
                {row.constraints.length > 0 && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {row.constraints
                      .map((constraint) =>
                        t(`apiDocs.constraints.${constraint.kind}`, { value: constraint.value }),
                      )
                      .join(' · ')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
