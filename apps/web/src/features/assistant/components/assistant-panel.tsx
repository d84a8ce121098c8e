import { Sparkles, Trash2, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useClearAssistantHistory } from '../api/clear-assistant-history';
import { NeedsModelNote } from '#components/ai/needs-model-note.tsx';
import { useAiStatus } from '#lib/use-ai-status.ts';
import { useAssistantHistory } from '../api/get-assistant-history';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { AssistantComposer } from './assistant-composer';
import { AssistantConversation } from './assistant-conversation';

/** The conversation and the question field, once the panel is open (history loads then). */
function AssistantBody() {
  const { t } = useTranslation();
  const status = useAiStatus();
  const history = useAssistantHistory();
  const clear = useClearAssistantHistory();
  const chat = useAssistantChat();
  const [failure, setFailure] = useState<unknown>(null);
  const needsModel = status.data?.configured === false;
  const messages = history.data?.messages ?? [];

  async function handleSend(text: string) {
    setFailure(null);
    try {
      await chat.send(text);
    } catch (error) {
      setFailure(error);
      throw error;
    }
  }

  return (
    <>
      <div className="flex justify-end border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => clear.mutate()}
          isBusy={clear.isPending}
          disabled={messages.length === 0 || chat.isAnswering}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('assistant.clear')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        {needsModel && (
          <div className="mb-4">
            <NeedsModelNote feature={t('assistant.feature')} />
          </div>
        )}
        {history.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {errorMessage(t, history.error, 'assistant.historyError')}
          </p>
        ) : (
          <AssistantConversation messages={messages} live={chat.live} />
        )}
      </div>
      <div className="space-y-2 border-t border-slate-200 p-4 dark:border-slate-800">
        {failure !== null && (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {errorMessage(t, failure, 'errors.aiUnavailable')}
          </p>
        )}
        <AssistantComposer
          disabled={needsModel || status.isPending}
          isAnswering={chat.isAnswering}
          onSend={handleSend}
        />
      </div>
    </>
  );
}

interface AssistantPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The assistant as a side sheet over the dashboard: full width on a phone, a column on wider
 * screens. A plain backdrop rather than Radix's Overlay, whose scroll lock injects a <style>
 * the server's CSP refuses (as in components/ui/dialog.tsx).
 */
export function AssistantPanel({ open, onOpenChange }: AssistantPanelProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div aria-hidden className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[1px]" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col border-l border-slate-200 bg-white shadow-2xl focus:outline-none sm:max-w-md dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Sparkles aria-hidden className="mt-0.5 size-5 text-indigo-600 dark:text-indigo-400" />
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
                {t('assistant.title')}
              </RadixDialog.Title>
              <RadixDialog.Description className="text-xs text-slate-600 dark:text-slate-300">
                {t('assistant.description')}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              aria-label={t('assistant.close')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          <AssistantBody />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
