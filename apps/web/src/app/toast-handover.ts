import { toast, useToastStore, type ToastType } from '#components/ui/toast/toast-store.ts';

// Leaving the sign-in build loads the full app as a new page (decision note 093): the toasts on
// screen then ("Signed in successfully.") ride along in the tab's session storage and are shown
// again, in full, on the page that follows.
const KEY = 'incasso.carriedToasts';

interface Carried {
  type: ToastType;
  message: string;
}

/** Stores the toasts on screen for the next page of this tab. */
export function carryToastsOver(storage: Storage = sessionStorage): void {
  const toasts = useToastStore
    .getState()
    .toasts.filter((item) => !item.isLeaving)
    .map(({ type, message }): Carried => ({ type, message }));
  try {
    if (toasts.length > 0) storage.setItem(KEY, JSON.stringify(toasts));
  } catch {
    // Storage refused (private mode, quota): the toasts stay behind, nothing else does.
  }
}

/** Shows, once, the toasts the previous page of this tab carried over. */
export function showCarriedToasts(storage: Storage = sessionStorage): void {
  let carried: unknown;
  try {
    carried = JSON.parse(storage.getItem(KEY) ?? '[]');
    storage.removeItem(KEY);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const item of carried as Partial<Carried>[]) {
    if (typeof item.message !== 'string') continue;
    if (item.type === 'success' || item.type === 'error' || item.type === 'info') {
      toast[item.type](item.message);
    }
  }
}
