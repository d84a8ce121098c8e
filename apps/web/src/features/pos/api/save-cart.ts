import type { TillCartInput } from '@incasso/shared/pos';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from '#lib/api-client.ts';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';

/** A pause after the last tap before the customer's screen hears of the cart. */
const CART_SYNC_MS = 400;

/** PUT /api/pos/cart: the cart as it stands, for the customer display to follow. */
export async function saveCart(input: TillCartInput): Promise<void> {
  await api.request('/api/pos/cart', { method: 'PUT', body: input });
}

/** What a charge tells the cart's sync (see `useCartSync`). */
export interface ChargeHooks {
  /** Awaited before the sale is asked for. */
  beforeCharge(): Promise<void>;
  /** The sale was not made: the display must still follow the cart. */
  chargeFailed(): void;
}

/**
 * Sends the till's cart a moment after it changes, one send after the other. An empty cart is
 * sent only after a full one, so opening the till does not write; a failure is left alone, as
 * the next change sends again. A till closed within the pause sends what it last showed at once.
 *
 * `beforeCharge`: from then on the charged cart is not sent (the sale replaces it), and a send
 * already on its way has arrived. Otherwise a cart sent while the sale was being made reached
 * the server after it and stayed on the customer display. `chargeFailed`: no sale replaced it,
 * so the cart goes to the display after all, or the customer would see it without the last taps.
 */
export function useCartSync(cart: TillCartInput): ChargeHooks {
  const current = JSON.stringify(cart);
  const settled = useDebouncedValue(current, CART_SYNC_MS);
  const sent = useRef(JSON.stringify({ ...cart, lines: [] }));
  const latest = useRef(current);
  const sending = useRef<Promise<void>>(Promise.resolve());
  // What had been sent when a charge began: the display's cart should the charge fail.
  const sentBeforeCharge = useRef<string | null>(null);
  const send = useCallback((body: string) => {
    sent.current = body;
    sending.current = sending.current
      .then(() => saveCart(JSON.parse(body) as TillCartInput))
      .catch(() => {
        // As any failed send: the display keeps its cart until the till changes one again.
      });
  }, []);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => {
    if (settled !== sent.current) send(settled);
  }, [settled, send]);
  useEffect(
    () => () => {
      if (latest.current !== sent.current) send(latest.current);
    },
    [send],
  );
  const beforeCharge = useCallback(() => {
    sentBeforeCharge.current = sent.current;
    sent.current = latest.current;
    return sending.current;
  }, []);
  const chargeFailed = useCallback(() => {
    const before = sentBeforeCharge.current;
    sentBeforeCharge.current = null;
    if (before !== null && before !== latest.current) send(latest.current);
  }, [send]);
  return useMemo(() => ({ beforeCharge, chargeFailed }), [beforeCharge, chargeFailed]);
}
