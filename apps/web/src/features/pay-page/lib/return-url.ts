/**
 * Where a paid request sends the payer back: the merchant's `redirectUrl` with `payment_id`
 * added, so the shop knows which payment came back. Only http(s): the server checks this when
 * the request is made, and the page never navigates anywhere else whatever it is handed
 * (a `javascript:` URL would run in this origin).
 */
export function returnUrl(redirectUrl: string | null, paymentId: string): string | null {
  if (!redirectUrl) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('payment_id', paymentId);
  return url.href;
}
