import { useMutation } from '@tanstack/react-query';
import type { TillCartInput } from '@incasso/shared/pos';
import { useEffect, useRef } from 'react';
import { api } from '#lib/api-client.ts';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';

/** A pause after the last tap before the customer's screen hears of the cart. */
const CART_SYNC_MS = 400;

/** PUT /api/pos/cart: the cart as it stands, for the customer display to follow. */
export async function saveCart(input: TillCartInput): Promise<void> {
  await api.request('/api/pos/cart', { method: 'PUT', body: input });
}

/**
 * Sends the till's cart a moment after it changes. An empty cart is sent only after a full one,
 * so opening the till does not write; a failure is left alone, as the next change sends again.
 * A till closed within the pause sends what it last showed at once: otherwise the display would
 * keep a cart the till had emptied (a sale charged, then the merchant moving on at once).
 */
export function useCartSync(cart: TillCartInput) {
  const current = JSON.stringify(cart);
  const settled = useDebouncedValue(current, CART_SYNC_MS);
  const sent = useRef(JSON.stringify({ ...cart, lines: [] }));
  const latest = useRef(current);
  const { mutate } = useMutation({ mutationFn: saveCart });
  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    mutate(JSON.parse(settled) as TillCartInput);
  }, [settled, mutate]);
  useEffect(
    () => () => {
      if (latest.current === sent.current) return;
      sent.current = latest.current;
      saveCart(JSON.parse(latest.current) as TillCartInput).catch(() => {
        // As any failed send: the display keeps its cart until the till changes one again.
      });
    },
    [],
  );
}
