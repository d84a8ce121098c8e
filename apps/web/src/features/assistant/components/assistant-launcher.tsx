import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantPanel } from './assistant-panel';

/** The header's assistant button and the panel it opens (focus returns to it on close). */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('assistant.open')}
        title={t('assistant.open')}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Sparkles aria-hidden className="size-5" />
      </button>
      {isOpen && <AssistantPanel open={isOpen} onOpenChange={setIsOpen} />}
    </>
  );
}
