import type { TillCartInput } from '@incasso/shared/pos';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '#lib/api-client.ts';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';

/** A pause after the last tap before the customer's screen hears of the cart. */
const CART_SYNC_MS = 400;

/** PUT /api/pos/cart: the cart as it stands, for the customer display to follow. */
export async function saveCart(input: TillCartInput): Promise<void> {
  await api.request('/api/pos/cart', { method: 'PUT', body: input });
}

/**
 * Sends the till's cart a moment after it changes, one send after the other. An empty cart is
 * sent only after a full one, so opening the till does not write; a failure is left alone, as
 * the next change sends again. A till closed within the pause sends what it last showed at once.
 *
 * Returns what a charge awaits first: from then on the charged cart is not sent (the sale
 * replaces it), and a send already on its way has arrived. Otherwise a cart sent while the sale
 * was being made reached the server after it and stayed on the customer display.
 */
export function useCartSync(cart: TillCartInput): () => Promise<void> {
  const current = JSON.stringify(cart);
  const settled = useDebouncedValue(current, CART_SYNC_MS);
  const sent = useRef(JSON.stringify({ ...cart, lines: [] }));
  const latest = useRef(current);
  const sending = useRef<Promise<void>>(Promise.resolve());
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
  return useCallback(() => {
    sent.current = latest.current;
    return sending.current;
  }, []);
}
