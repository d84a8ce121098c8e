import { BrandLogo } from '../../components/ui/brand-logo';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

/** The hosted pay page (public, its own chunk). */
export default function PayRoute() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col gap-8 px-4 py-10">
      <header>
        <BrandLogo className="text-slate-900 dark:text-white" />
      </header>
      <main id="main">
        <PlaceholderPage titleKey="pages.pay" />
      </main>
    </div>
  );
}
