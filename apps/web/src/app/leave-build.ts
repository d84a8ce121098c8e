import { createContext } from 'react';

/**
 * Set by the sign-in build (decision note 093): how a page outside it is reached, a new page
 * load. The full app leaves it unset and navigates in place.
 */
export const LeaveBuild = createContext<((href: string) => void) | null>(null);

export const replacePage = (href: string) => window.location.replace(href);
