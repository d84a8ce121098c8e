import { CheckCircle2, FileText, QrCode, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantProposal, ProposalSummary } from '@incasso/shared/assistant';
import { formatFiat, parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import { Button } from '#components/ui/button.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useDecideProposal, type ProposalDecision } from '../api/decide-proposal';

function money(amount: string, currency: FiatCurrency): string {
  const parsed = parseFiatAmount(amount);
  return parsed.ok ? formatFiat(parsed.cents, currency, currentLanguage()) : amount;
}

function SummaryRows({ summary }: { summary: ProposalSummary }) {
  const { t } = useTranslation();
  const rows =
    summary.kind === 'paymentRequest'
      ? [
          [t('assistant.proposal.amount'), money(summary.fiatAmount, summary.fiatCurrency)],
          [t('assistant.proposal.coin'), summary.currency.toUpperCase()],
          [t('assistant.proposal.wallet'), summary.walletName],
          ...(summary.orderId ? [[t('assistant.proposal.order'), summary.orderId]] : []),
        ]
      : [
          [t('assistant.proposal.customer'), summary.customerName],
          [t('assistant.proposal.total'), money(summary.total, summary.fiatCurrency)],
          [t('assistant.proposal.lines'), String(summary.lines)],
          [t('assistant.proposal.due'), summary.dueDate],
        ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ResultLink({ proposal }: { proposal: AssistantProposal }) {
  const { t } = useTranslation();
  const { result } = proposal;
  if (!result) return null;
  const className =
    'text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400';
  if (result.payUrl) {
    return (
      <a href={result.payUrl} target="_blank" rel="noreferrer" className={className}>
        {t('assistant.proposal.openPayment')}
      </a>
    );
  }
  return (
    <Link to={`/invoice/${result.id}/print`} className={className}>
      {t('assistant.proposal.openInvoice')}
    </Link>
  );
}

/**
 * What the model prepared, to confirm or dismiss: only the merchant's Confirm makes the server
 * create it, and the card then links to what was made.
 */
export function ProposalCard({ proposal: initial }: { proposal: AssistantProposal }) {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState(initial);
  const decide = useDecideProposal(proposal.id);
  const isPaymentRequest = proposal.summary.kind === 'paymentRequest';
  const Icon = isPaymentRequest ? QrCode : FileText;
  const titleId = `proposal-${proposal.id}`;

  function handleDecision(decision: ProposalDecision) {
    decide.mutate(decision, { onSuccess: setProposal });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <h3
        id={titleId}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        <Icon aria-hidden className="size-4 text-indigo-600 dark:text-indigo-400" />
        {isPaymentRequest
          ? t('assistant.proposal.paymentRequestTitle')
          : t('assistant.proposal.draftInvoiceTitle')}
      </h3>
      <SummaryRows summary={proposal.summary} />
      {proposal.status === 'pending' && (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t('assistant.proposal.pendingNote')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => handleDecision('confirm')}
              isBusy={decide.isPending && decide.variables === 'confirm'}
              disabled={decide.isPending}
            >
              {t('assistant.proposal.confirm')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => handleDecision('dismiss')}
              disabled={decide.isPending}
            >
              {t('assistant.proposal.dismiss')}
            </Button>
          </div>
        </>
      )}
      {proposal.status === 'confirmed' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 aria-hidden className="size-4" />
          {t('assistant.proposal.confirmed')}
          <ResultLink proposal={proposal} />
        </p>
      )}
      {proposal.status === 'dismissed' && (
        <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <XCircle aria-hidden className="size-4" />
          {t('assistant.proposal.dismissed')}
        </p>
      )}
      {decide.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(t, decide.error, 'errors.serverError')}
        </p>
      )}
    </section>
  );
}
