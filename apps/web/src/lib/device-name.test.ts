import { describe, expect, it } from 'vitest';
import i18n from '#i18n/index.ts';
import { deviceName } from './device-name';

describe('device name', () => {
  it("says the server's fixed words in the page's language", async () => {
    await i18n.changeLanguage('it');
    const t = i18n.getFixedT('it');
    expect(deviceName(t, 'Chrome on Linux')).toBe('Chrome su Linux');
    expect(deviceName(t, 'Unknown device')).toBe('Dispositivo sconosciuto');
    expect(deviceName(t, 'Firefox')).toBe('Firefox');
    expect(deviceName(i18n.getFixedT('en'), 'Safari on iOS')).toBe('Safari on iOS');
  });
});
