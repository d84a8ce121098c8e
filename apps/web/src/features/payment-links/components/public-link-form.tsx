import { FIAT_AMOUNT_TEXT_MAX, parseFiatAmount } from '@incasso/shared/money';
import { linkAmountFor, type PublicPaymentLink } from '@incasso/shared/payment-links';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { usePayPublicLink } from '../api/pay-public-link';
import { amountText } from './amount-text';

/** The amount (for an open link) and the step to the pay page; the server checks it again. */
export function PublicLinkForm({ link, typed }: { link: PublicPaymentLink; typed: string }) {
  const { t } = useTranslation();
  const pay = usePayPublicLink(link.slug);
  const [text, setText] = useState(typed);
  const [error, setError] = useState<string | null>(null);
  const isOpen = link.amount.kind === 'open';

  function typedCents(): number | undefined | null {
    if (!isOpen) return undefined;
    const parsed = parseFiatAmount(text, currentLanguage());
    return parsed.ok ? parsed.cents : null;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const cents = typedCents();
    const checked = cents === null ? null : linkAmountFor(link.amount, cents);
    if (!checked?.ok) {
      setError(t(`paymentLinks.public.${checked?.error ?? 'amountInvalid'}`));
      return;
    }
    setError(null);
    try {
      const visit = await pay.mutateAsync(isOpen ? { amountCents: checked.cents } : {});
      window.location.assign(visit.payUrl);
    } catch (failure) {
      const known = failure instanceof ApiError && failure.key.startsWith('amount');
      setError(
        known
          ? t(`paymentLinks.public.${failure.key}`)
          : errorMessage(t, failure, 'paymentLinks.public.payFailed'),
      );
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      {isOpen ? (
        <TextField
          label={t('paymentLinks.public.amount', { currency: link.currency })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={FIAT_AMOUNT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint={amountText(t, link.amount, link.currency)}
          error={error ?? undefined}
        />
      ) : (
        error && (
          <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
            {error}
          </p>
        )
      )}
      <Button type="submit" className="w-full" size="lg" isBusy={pay.isPending || pay.isSuccess}>
        {t('paymentLinks.public.continue')}
      </Button>
    </form>
  );
}
