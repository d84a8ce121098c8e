import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_MESSAGE_MAX } from '@incasso/shared/assistant';
import { Button } from '#components/ui/button.tsx';

interface ComposerProps {
  disabled: boolean;
  isAnswering: boolean;
  /** Resolves once the answer ended; rejects when the question was refused (kept to retry). */
  onSend(text: string): Promise<void>;
}

/** The question field: Enter sends, Shift+Enter starts a new line. */
export function AssistantComposer({ disabled, isAnswering, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const question = text.trim();

  function submit() {
    if (question === '' || disabled || isAnswering) return;
    setText('');
    onSend(question).catch(() => setText(question));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t('assistant.question')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        maxLength={ASSISTANT_MESSAGE_MAX}
        rows={2}
        disabled={disabled}
        placeholder={t('assistant.placeholder')}
        className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
      />
      <Button
        type="submit"
        disabled={disabled || question === ''}
        isBusy={isAnswering}
        aria-label={isAnswering ? t('assistant.answering') : t('assistant.send')}
      >
        {!isAnswering && <SendHorizontal aria-hidden className="size-4" />}
      </Button>
    </form>
  );
}
