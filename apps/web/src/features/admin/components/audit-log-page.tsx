import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_ID_MAX,
  type AuditAction,
  type AuditEntry,
} from '@incasso/shared/admin';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useAuditLog } from '../api/get-audit-log';
import { AdminLoadError } from './admin-load-error';
import { Pager } from './pager';
import { dateTime } from '#lib/format.ts';

const PAGE_SIZE = 25;

/** The fields an entry changed, "field: before → after". */
function changes(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(
      (key) =>
        `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`,
    );
}

/** /admin/audit: every administrator action, newest first, by action and target (?targetId=). */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const targetId = searchParams.get('targetId') ?? '';
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    action: action || undefined,
    targetId: targetId.trim() || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;
  const when = (iso: string) => dateTime(iso, { seconds: true });
  const columns: DataColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: t('admin.audit.when'),
      cell: (entry) => when(entry.createdAt),
      hideOnCard: true,
    },
    { key: 'who', header: t('admin.audit.who'), cell: (entry) => entry.actorEmail },
    {
      key: 'action',
      header: t('admin.audit.action'),
      cell: (entry) => t(`admin.audit.actions.${entry.action.replace('.', '_')}`),
      isPrimary: true,
    },
    {
      key: 'target',
      header: t('admin.audit.target'),
      cell: (entry) => (
        <span className="font-mono text-xs break-all">
          {entry.targetType}/{entry.targetId}
        </span>
      ),
    },
    {
      key: 'changes',
      header: t('admin.audit.changes'),
      cell: (entry) => (
        <div className="font-mono text-xs break-all">
          {changes(entry).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ),
    },
    { key: 'ip', header: t('admin.audit.ip'), cell: (entry) => entry.ip },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('admin.auditNav')}
      </h1>
      <div className="flex flex-wrap gap-3">
        <TextField
          label={t('admin.audit.targetFilter')}
          value={targetId}
          maxLength={AUDIT_TARGET_ID_MAX}
          className="w-80 max-w-full"
          onChange={(e) => {
            setSearchParams(e.target.value ? { targetId: e.target.value } : {}, { replace: true });
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin.audit.action')}
          value={action}
          className="w-64 max-w-full"
          onChange={(e) => {
            setAction(e.target.value as AuditAction | '');
            setPage(1);
          }}
        >
          <option value="">{t('admin.usersPage.any')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.audit.actions.${value.replace('.', '_')}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {log.isPending ? (
        <SectionLoader />
      ) : log.isError ? (
        <AdminLoadError messageKey="loadState.error" onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.audit.empty')}</p>
      ) : (
        <DataTable
          label={t('admin.auditNav')}
          columns={columns}
          rows={log.data.items}
          rowKey={(entry) => entry.id}
          cardAside={(entry) => (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {when(entry.createdAt)}
            </span>
          )}
        />
      )}
      <Pager page={page} pages={pages} total={log.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
