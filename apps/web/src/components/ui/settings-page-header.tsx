interface SettingsPageHeaderProps {
  title: string;
  description: string;
}

/** The h2 and intro line of a settings section (the layout holds the page's h1). */
export function SettingsPageHeader({ title, description }: SettingsPageHeaderProps) {
  return (
    <header className="space-y-1">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
    </header>
  );
}
