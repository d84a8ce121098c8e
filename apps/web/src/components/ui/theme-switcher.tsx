import { Monitor, Moon, Sun } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { THEMES, useThemeStore, type Theme } from '#lib/theme-store.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

function isTheme(value: string): value is Theme {
  return THEMES.some((theme) => theme === value);
}

/** Three radio buttons (Light, Dark, System) in a group named "Theme". */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <RadioGroup.Root
      value={theme}
      onValueChange={(value) => isTheme(value) && setTheme(value)}
      aria-label={t('theme.label')}
      orientation="horizontal"
      className="inline-flex items-center rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900"
    >
      {THEMES.map((value) => {
        const Icon = ICONS[value];
        return (
          <RadioGroup.Item
            key={value}
            value={value}
            aria-label={t(`theme.${value}`)}
            title={t(`theme.${value}`)}
            className="rounded-md p-1.5 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=checked]:bg-slate-100 data-[state=checked]:text-indigo-600 dark:text-slate-400 dark:hover:text-white dark:data-[state=checked]:bg-slate-800 dark:data-[state=checked]:text-indigo-400"
          >
            <Icon aria-hidden className="size-4" />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
