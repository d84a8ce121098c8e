import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_SEARCH_MAX,
  ADMIN_USER_SORTS,
  type AdminUserQueryInput,
  type AdminUserSummary,
  type AdminUserSort,
} from '@incasso/shared/admin';
import { ACCOUNT_TYPES, USER_STATUSES } from '@incasso/shared/accounts/auth';
import { PLAN_IDS } from '@incasso/shared/plans';
import { DataTable, type DataColumn } from '#components/ui/data-table.tsx';
import { SectionLoader } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminLoadError } from './admin-load-error';
import { StatusBadge } from './status-badge';
import { Pager } from './pager';

const PAGE_SIZE = 20;

type Filters = Required<Pick<AdminUserQueryInput, 'status' | 'plan' | 'accountType'>>;

/** /admin/users: search (email, name, VAT number), filters, sort and pages. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Partial<Filters>>({});
  const [sort, setSort] = useState<AdminUserSort>('createdAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ q, ...filters, sort, order, page, pageSize: PAGE_SIZE });

  const setFilter = <K extends keyof Filters>(key: K, value: string) => {
    setFilters((current) => ({ ...current, [key]: value || undefined }));
    setPage(1);
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;
  const columns: DataColumn<AdminUserSummary>[] = [
    {
      key: 'email',
      header: t('admin.usersPage.email'),
      cell: (user) => (
        <>
          <Link
            to={`/admin/users/${user.id}`}
            className="font-medium break-all text-indigo-600 hover:underline dark:text-indigo-400"
          >
            {user.email}
          </Link>
          {user.isAdmin && (
            <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
              {t('admin.usersPage.adminTag')}
            </span>
          )}
        </>
      ),
    },
    { key: 'name', header: t('admin.usersPage.name'), cell: (user) => user.displayName },
    {
      key: 'plan',
      header: t('admin.usersPage.plan'),
      cell: (user) => t(`admin.plan.${user.plan}`),
    },
    {
      key: 'accountType',
      header: t('admin.usersPage.accountType'),
      cell: (user) => t(`admin.accountType.${user.accountType}`),
    },
    {
      key: 'status',
      header: t('admin.usersPage.status'),
      cell: (user) => <StatusBadge status={user.status} />,
      hideOnCard: true,
    },
    { key: 'vat', header: t('admin.usersPage.vat'), cell: (user) => user.vatNumber ?? '' },
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t('admin.users')}</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label={t('admin.usersPage.search')}
          type="search"
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={t('admin.usersPage.searchPlaceholder')}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="lg:col-span-2"
        />
        <SelectField
          label={t('admin.usersPage.status')}
          value={filters.status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">{t('admin.usersPage.any')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.usersPage.plan')}
          value={filters.plan ?? ''}
          onChange={(e) => setFilter('plan', e.target.value)}
        >
          <option value="">{t('admin.usersPage.any')}</option>
          {PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`admin.plan.${plan}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.usersPage.accountType')}
          value={filters.accountType ?? ''}
          onChange={(e) => setFilter('accountType', e.target.value)}
        >
          <option value="">{t('admin.usersPage.any')}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.accountType.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('admin.usersPage.sort')}
          value={sort}
          onChange={(e) => setSort(e.target.value as AdminUserSort)}
        >
          {ADMIN_USER_SORTS.map((key) => (
            <option key={key} value={key}>
              {t(`admin.usersPage.sorts.${key}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.usersPage.order')}
          value={order}
          onChange={(e) => setOrder(e.target.value as 'asc' | 'desc')}
        >
          <option value="desc">{t('admin.usersPage.desc')}</option>
          <option value="asc">{t('admin.usersPage.asc')}</option>
        </SelectField>
      </div>
      {users.isPending ? (
        <SectionLoader />
      ) : users.isError ? (
        <AdminLoadError
          messageKey="admin.usersPage.loadError"
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.usersPage.empty')}</p>
      ) : (
        <DataTable
          label={t('admin.users')}
          columns={columns}
          rows={users.data.items}
          rowKey={(user) => user.id}
          cardAside={(user) => <StatusBadge status={user.status} />}
        />
      )}
      <Pager page={page} pages={pages} total={users.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
