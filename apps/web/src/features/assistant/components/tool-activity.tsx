import { Check, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ToolActivity } from '../hooks/use-assistant-chat';

const ICONS = { running: Loader2, done: Check, failed: X } as const;

/** What the answer looked up, each lookup with its state: the figures' sources, visible. */
export function ToolActivityList({ tools }: { tools: ToolActivity[] }) {
  const { t } = useTranslation();
  if (tools.length === 0) return null;
  return (
    <ul aria-label={t('assistant.toolsLabel')} className="flex flex-wrap gap-1.5">
      {tools.map(({ name, state }) => {
        const Icon = ICONS[state];
        return (
          <li
            key={name}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            <Icon aria-hidden className={state === 'running' ? 'size-3 animate-spin' : 'size-3'} />
            {t(`assistant.toolState.${state}`, { tool: t(`assistant.tools.${name}`) })}
          </li>
        );
      })}
    </ul>
  );
}
