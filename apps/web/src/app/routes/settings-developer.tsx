import { ApiKeysSection } from '#features/developer/components/api-keys-section.tsx';
import { RedirectHostsForm } from '#features/developer/components/redirect-hosts-form.tsx';
import { WebhooksSection } from '#features/developer/components/webhooks-section.tsx';

/** /dashboard/settings/developer (Premium): API keys, webhooks, redirect hosts. */
export default function SettingsDeveloperRoute() {
  return (
    <div className="space-y-6">
      <ApiKeysSection />
      <WebhooksSection />
      <RedirectHostsForm />
    </div>
  );
}
