/** 'ABCDEFGH…' as 'ABCD EFGH …', easier to copy by eye into an authenticator app. */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
