import { useTranslation } from 'react-i18next';
import { SettingsPageHeader } from '#components/ui/settings-page-header.tsx';
import { ApiKeysSection } from '#features/developer/components/api-keys-section.tsx';
import { RedirectHostsForm } from '#features/developer/components/redirect-hosts-form.tsx';
import { WebhooksSection } from '#features/developer/components/webhooks-section.tsx';

/** /dashboard/settings/developer (Premium): API keys, webhooks, redirect hosts. */
export default function SettingsDeveloperRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <SettingsPageHeader title={t('settings.developer')} description={t('developer.intro')} />
      <ApiKeysSection />
      <WebhooksSection />
      <RedirectHostsForm />
    </div>
  );
}
