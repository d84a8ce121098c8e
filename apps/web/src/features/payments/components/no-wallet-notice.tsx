import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button-classes.ts';

/**
 * SPEC section 2: with no wallet, the creator gives way to this message (under its h2). A
 * member whose role adds no wallets (a cashier) is told who does instead of shown the button.
 */
export function NoWalletNotice({ canAdd = true }: { canAdd?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Wallet aria-hidden className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('payments.noWallet.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {canAdd ? t('payments.noWallet.body') : t('payments.noWallet.askOwner')}
      </p>
      {canAdd && (
        <Link to="/dashboard/settings/wallets" className={buttonClasses('primary', 'md')}>
          {t('payments.noWallet.cta')}
        </Link>
      )}
    </div>
  );
}
