/** Apple keyboards say ⌘ where the others say Ctrl: the palette's hint follows the machine. */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator) {
  const userAgentData = (nav as { userAgentData?: { platform?: string } }).userAgentData;
  const platform = userAgentData?.platform ?? nav.platform;
  return /mac|iphone|ipad|ipod/i.test(platform || nav.userAgent);
}

/** The palette's key as the keyboard labels it: '⌘K' on a Mac, 'Ctrl K' elsewhere. */
export const paletteShortcutLabel = (isApple = isApplePlatform()) => (isApple ? '⌘K' : 'Ctrl K');
