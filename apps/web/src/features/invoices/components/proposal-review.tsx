import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import { useTranslation } from 'react-i18next';

const pathOf = (dotted: string) =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * What the merchant checks in an AI-read draft before saving it: the fields the form still
 * lacks (as they type, the list shrinks), and any quantity or price their words did not contain.
 */
export function ProposalReview({
  proposal,
  missing,
  label,
}: {
  proposal: InvoiceFromPrompt;
  /** The form's invalid fields now, as paths ('customer.email'). */
  missing: readonly string[];
  label: (path: readonly PropertyKey[]) => string;
}) {
  const { t } = useTranslation();
  const { unverified } = proposal;
  return (
    <section
      aria-label={t('invoices.prompt.reviewTitle')}
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('invoices.prompt.reviewTitle')}</p>
      <p>
        {proposal.knownCustomer
          ? t('invoices.prompt.knownCustomer')
          : t('invoices.prompt.newCustomer')}
      </p>
      {missing.length > 0 && (
        <p>
          {t('invoices.prompt.missing', {
            fields: missing.map((m) => label(pathOf(m))).join(', '),
          })}
        </p>
      )}
      {unverified.map(({ line, field }) => (
        <p key={`${line}-${field}`}>
          {t('invoices.prompt.unverified', {
            field: label(['lines', line, field === 'quantity' ? 'quantity' : 'unitPrice']),
          })}
        </p>
      ))}
      <p>{t('invoices.prompt.neverIssued')}</p>
    </section>
  );
}
