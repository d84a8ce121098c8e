import { useTranslation } from 'react-i18next';
import { getDisplaySocket } from '../api/display-socket';
import { useDisplayState } from '../api/get-display-state';
import { DisplayedCart } from './displayed-cart';
import { DisplayedSale } from './displayed-sale';

/** /pos/display/:token: public and read-only, it follows the till's cart, then its sale. */
export function CustomerDisplayPage({
  token,
  connect = getDisplaySocket,
}: {
  token: string;
  connect?: typeof getDisplaySocket;
}) {
  const { t } = useTranslation();
  const state = useDisplayState(token);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-white p-6 text-center text-slate-900 dark:bg-slate-950 dark:text-white">
      {state.isError ? (
        <h1 className="text-2xl font-semibold">{t('pos.displayExpired')}</h1>
      ) : !state.data ? (
        <p>{t('app.loading')}</p>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">{state.data.merchantName}</h1>
          {state.data.cart ? (
            <DisplayedCart cart={state.data.cart} />
          ) : state.data.sale ? (
            <DisplayedSale
              key={state.data.sale.paymentId}
              sale={state.data.sale}
              connect={connect}
            />
          ) : (
            <p className="text-xl text-slate-600 dark:text-slate-300">{t('pos.displayWaiting')}</p>
          )}
        </>
      )}
    </main>
  );
}
