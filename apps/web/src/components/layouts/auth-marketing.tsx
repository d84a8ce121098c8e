import { ArrowRight, QrCode, ShieldCheck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';

const BLURBS = [
  { key: 'security', icon: ShieldCheck },
  { key: 'qr', icon: QrCode },
  { key: 'wallet', icon: Wallet },
] as const;

/** The left column of the sign-in pages: what Incasso is, in three points. */
export function AuthMarketing() {
  const { t } = useTranslation();
  return (
    <aside className="relative hidden overflow-hidden bg-slate-950 text-slate-100 lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <div
        aria-hidden
        className="absolute -top-32 -left-32 size-[28rem] rounded-full bg-indigo-600/30 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -right-24 -bottom-40 size-[26rem] rounded-full bg-emerald-500/20 blur-3xl"
      />
      <BrandLogo className="relative text-lg text-white" />
      <div className="relative max-w-lg space-y-10">
        <div className="space-y-4">
          <h2 className="text-4xl leading-tight font-semibold tracking-tight text-white">
            {t('auth.marketing.tagline')}
          </h2>
          <p className="text-lg text-slate-300">{t('auth.marketing.subtitle')}</p>
        </div>
        <ul className="space-y-6">
          {BLURBS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10 ring-1 ring-white/15">
                <Icon aria-hidden className="size-5 text-emerald-300" />
              </span>
              <div>
                <h3 className="font-medium text-white">{t(`auth.marketing.${key}.title`)}</h3>
                <p className="text-sm text-slate-400">{t(`auth.marketing.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Link
        to="/api-docs"
        className="relative inline-flex items-center gap-2 text-sm font-medium text-indigo-300 hover:text-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-400"
      >
        {t('auth.marketing.apiDocs')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </aside>
  );
}
