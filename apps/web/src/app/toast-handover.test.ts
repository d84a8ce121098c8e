import { afterEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from '#components/ui/toast/toast-store.ts';
import { carryToastsOver, showCarriedToasts } from './toast-handover';

const messages = () => useToastStore.getState().toasts.map(({ type, message }) => [type, message]);

describe('toasts carried from the sign-in build to the full app', () => {
  afterEach(() => {
    useToastStore.setState({ toasts: [] });
    sessionStorage.clear();
  });

  it('shows on the next page the toasts on screen when the tab left, once', () => {
    toast.success('Signed in successfully.');
    toast.info('Code verified.');
    carryToastsOver();
    useToastStore.setState({ toasts: [] }); // the new page starts with none

    showCarriedToasts();
    expect(messages()).toEqual([
      ['success', 'Signed in successfully.'],
      ['info', 'Code verified.'],
    ]);
    useToastStore.setState({ toasts: [] });
    showCarriedToasts();
    expect(messages()).toEqual([]);
  });

  it('leaves fading toasts behind and ignores what it did not write', () => {
    const id = toast.error('Old news');
    useToastStore.getState().dismiss(id);
    carryToastsOver();
    expect(sessionStorage.length).toBe(0);

    sessionStorage.setItem(
      'incasso.carriedToasts',
      JSON.stringify({
        at: Date.now(),
        toasts: [{ type: 'alert', message: 'x' }, { type: 'info' }],
      }),
    );
    showCarriedToasts();
    sessionStorage.setItem('incasso.carriedToasts', '{not json');
    showCarriedToasts();
    expect(messages()).toEqual([['error', 'Old news']]);
  });

  it('drops a hand-over no page took in time, so it never doubles a later sign-in toast', () => {
    toast.success('Signed in successfully.');
    carryToastsOver(sessionStorage, 1_000);
    useToastStore.setState({ toasts: [] });

    showCarriedToasts(sessionStorage, 1_000 + 60_000);
    expect(messages()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});
