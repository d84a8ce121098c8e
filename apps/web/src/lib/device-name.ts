import type { TFunction } from 'i18next';

// The server describes a device in fixed words ('Chrome on Linux', 'Unknown device', from
// accounts/auth/device-summary.ts): the browser and system names are proper nouns, the rest is
// said here in the page's language.
const ON = / on /;

export function deviceName(t: TFunction, device: string): string {
  if (device === 'Unknown device') return t('device.unknown');
  const [browser, system] = device.split(ON);
  return browser && system ? t('device.browserOnSystem', { browser, system }) : device;
}
