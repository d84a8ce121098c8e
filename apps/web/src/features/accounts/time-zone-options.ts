import { FALLBACK_TIME_ZONE } from '@incasso/shared/time-zone';

/**
 * The zones to choose from: what this browser's Intl lists, plus UTC and the current choice
 * (Intl leaves out aliases such as 'UTC' or an older spelling a profile may hold).
 */
export function timeZoneOptions(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(FALLBACK_TIME_ZONE);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
