import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AssistantProposal } from '@incasso/shared/assistant';
import type { ToolActivity } from '../hooks/use-assistant-chat';
import { ProposalCard } from './proposal-card';
import { ToolActivityList } from './tool-activity';

export interface BubbleProps {
  role: 'user' | 'assistant';
  text: string;
  tools?: ToolActivity[];
  proposals?: AssistantProposal[];
  failed?: boolean;
  /** Numbers the answer states that none of its sources gave. */
  unverifiedNumbers?: readonly string[];
  /** The answer streaming in: a polite live region, busy until it ends. */
  isStreaming?: boolean;
}

/** One message: the merchant's question, or an answer with its lookups and proposals. */
export function AssistantBubble({
  role,
  text,
  tools = [],
  proposals = [],
  failed,
  unverifiedNumbers = [],
  isStreaming,
}: BubbleProps) {
  const { t } = useTranslation();
  const isUser = role === 'user';
  return (
    <li
      aria-live={isStreaming === undefined ? undefined : 'polite'}
      aria-busy={isStreaming || undefined}
      className={clsx('flex flex-col gap-2', isUser ? 'items-end' : 'items-start')}
    >
      <span className="sr-only">{isUser ? t('assistant.you') : t('assistant.title')}</span>
      <ToolActivityList tools={tools} />
      {text !== '' && (
        <p
          className={clsx(
            'max-w-[90%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
            isUser
              ? 'bg-indigo-600 text-white'
              : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          )}
        >
          {text}
        </p>
      )}
      {unverifiedNumbers.length > 0 && (
        <p className="max-w-[90%] rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {t('assistant.unverified', { numbers: unverifiedNumbers.join(', ') })}
        </p>
      )}
      {failed && (
        <p className="max-w-[90%] rounded-2xl bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-950/50 dark:text-rose-300">
          {t('errors.aiUnavailable')}
        </p>
      )}
      {proposals.map((proposal) => (
        <div key={proposal.id} className="w-full">
          <ProposalCard proposal={proposal} />
        </div>
      ))}
    </li>
  );
}
