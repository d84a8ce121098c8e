import { Search } from 'lucide-react';
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarProvider,
  KBarResults,
  KBarSearch,
  useRegisterActions,
  type Action,
} from 'kbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaletteItem } from './palette-item';
import { usePaletteMatches } from './use-palette-matches';

export const PALETTE_RESULTS_MAX_HEIGHT = 400;

function RegisteredActions({ actions }: { actions: Action[] }) {
  useRegisterActions(actions, [actions]);
  return null;
}

function PaletteResults() {
  const results = usePaletteMatches();
  return (
    <KBarResults
      items={results}
      maxHeight={PALETTE_RESULTS_MAX_HEIGHT}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {item}
          </div>
        ) : (
          <PaletteItem action={item} active={active} />
        )
      }
    />
  );
}

/** kbar's palette (SPEC section 2): mod+k opens it, an outside click closes it. */
export function CommandPalette({ actions, children }: { actions: Action[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <KBarProvider options={{ toggleShortcut: '$mod+k', animations: { enterMs: 150, exitMs: 100 } }}>
      <RegisteredActions actions={actions} />
      <KBarPortal>
        <KBarPositioner className="z-50 bg-slate-950/50 p-4 backdrop-blur-[2px]">
          <KBarAnimator className="w-full max-w-xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900">
            <div role="dialog" aria-modal="true" aria-label={t('palette.title')}>
              <div className="flex items-center gap-3 border-b border-slate-200 px-4 dark:border-slate-700">
                <Search aria-hidden className="size-4 shrink-0 text-slate-400" />
                <KBarSearch
                  defaultPlaceholder={t('palette.placeholder')}
                  aria-label={t('palette.label')}
                  className="h-12 w-full bg-transparent text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-white"
                />
              </div>
              <div className="py-2">
                <PaletteResults />
              </div>
            </div>
          </KBarAnimator>
        </KBarPositioner>
      </KBarPortal>
      {children}
    </KBarProvider>
  );
}
