import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantMessage } from '@incasso/shared/assistant';
import type { LiveTurn } from '../hooks/use-assistant-chat';
import { AssistantBubble } from './assistant-bubble';

interface ConversationProps {
  messages: AssistantMessage[];
  live: LiveTurn | null;
}

/**
 * The stored conversation, then the answer streaming in. Only the streamed answer is a live
 * region, so a screen reader reads the new words, not the whole history again.
 */
export function AssistantConversation({ messages, live }: ConversationProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const liveLength = live ? live.text.length + live.proposals.length + live.tools.length : 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, liveLength]);

  if (messages.length === 0 && !live) {
    return <p className="p-2 text-sm text-slate-500 dark:text-slate-400">{t('assistant.empty')}</p>;
  }
  return (
    <div className="space-y-4">
      <ol aria-label={t('assistant.historyLabel')} className="space-y-4">
        {messages.map((message) => (
          <AssistantBubble
            key={message.id}
            role={message.role}
            text={message.text}
            tools={message.tools.map((name) => ({ name, state: 'done' as const }))}
            proposals={message.proposals}
            failed={message.role === 'assistant' && message.failed}
            unverifiedNumbers={message.unverifiedNumbers}
          />
        ))}
      </ol>
      {live && (
        <ol className="space-y-4">
          <AssistantBubble role="user" text={live.question} />
          <AssistantBubble
            role="assistant"
            text={live.text}
            tools={live.tools}
            proposals={live.proposals}
            failed={live.failed}
            unverifiedNumbers={live.unverifiedNumbers}
            isStreaming={!live.failed}
          />
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
