import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 (93 in all)" with previous and next, under the admin lists. */
export function Pager({ page, pages, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('admin.usersPage.pages')}
      className="flex items-center justify-between gap-3 text-sm"
    >
      <span className="text-slate-600 dark:text-slate-300">
        {t('admin.usersPage.pageOf', { page, pages, total })}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.usersPage.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.usersPage.next')}
        </Button>
      </div>
    </nav>
  );
}
