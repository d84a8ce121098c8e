import { toast, useToastStore, type ToastType } from '#components/ui/toast/toast-store.ts';

// Leaving the sign-in build loads the full app as a new page (decision note 093): the toasts on
// screen then ("Signed in successfully.") ride along in the tab's session storage and are shown
// again, in full, on the page that follows.
const KEY = 'incasso.carriedToasts';
// A hand-over the next page did not take (the tab went elsewhere first) must not surface on some
// later page beside that page's own "Signed in successfully.": it is news only for a few seconds.
const FRESH_MS = 10_000;

interface Carried {
  type: ToastType;
  message: string;
}

interface Handover {
  at: number;
  toasts: Carried[];
}

/** Stores the toasts on screen for the next page of this tab. */
export function carryToastsOver(storage: Storage = sessionStorage, now = Date.now()): void {
  const toasts = useToastStore
    .getState()
    .toasts.filter((item) => !item.isLeaving)
    .map(({ type, message }): Carried => ({ type, message }));
  try {
    if (toasts.length > 0) storage.setItem(KEY, JSON.stringify({ at: now, toasts } as Handover));
  } catch {
    // Storage refused (private mode, quota): the toasts stay behind, nothing else does.
  }
}

/** Shows, once, the toasts the previous page of this tab carried over a moment ago. */
export function showCarriedToasts(storage: Storage = sessionStorage, now = Date.now()): void {
  let handover: Partial<Handover> | null;
  try {
    handover = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Handover> | null;
    storage.removeItem(KEY);
  } catch {
    return;
  }
  if (!handover || typeof handover.at !== 'number' || !Array.isArray(handover.toasts)) return;
  if (now - handover.at > FRESH_MS || handover.at > now) return;
  for (const item of handover.toasts as Partial<Carried>[]) {
    if (typeof item.message !== 'string') continue;
    if (item.type === 'success' || item.type === 'error' || item.type === 'info') {
      toast[item.type](item.message);
    }
  }
}
