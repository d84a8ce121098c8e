import { readFileSync } from 'node:fs';
import { passwordSchema } from '@incasso/shared/accounts/password-policy';

// common-passwords.txt holds every password of 8 to 128 characters (17,950) from the ranked
// list of @zxcvbn-ts/language-common 4.1.3 (MIT; built from Xato's corpus of 10 million leaked
// passwords), one per line, lower case, most common first. Shorter ones are refused by length
// already. Regenerate with:
//   npm pack @zxcvbn-ts/language-common && tar xzf zxcvbn-ts-language-common-*.tgz
//   node -e "const p=require('./package/src/passwords.json');
//     console.log(p.filter((x)=>x.length>=8&&x.length<=128).join('\n'))" > common-passwords.txt
// It stays on the server so the browser bundle does not carry ~170 kB of it.
const LIST_URL = new URL('./common-passwords.txt', import.meta.url);

// What the leaked corpus misses but attackers of this service would try first: the product's
// name and Italian favourites (the service is Italian first).
const EXTRA = [
  'incasso1',
  'incasso123',
  'incasso2024',
  'incasso2025',
  'incasso2026',
  'forzajuve',
  'forzainter',
  'forzamilan',
  'forzanapoli',
  'forzaroma',
  'forzalazio',
  'napoli1926',
  'roma1927',
  'lazio1900',
  'ciao1234',
  'ciaociao1',
  'tiamotanto',
  'passwordd',
  'password1234',
];

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([...readFileSync(LIST_URL, 'utf8').split('\n').filter(Boolean), ...EXTRA]);
  return common;
}

/**
 * True when the password, ignoring case and any symbols appended to satisfy a composition rule
 * ('Password1!' → 'password1'), is a well-known one.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  return list.has(lower) || list.has(lower.replace(/[^a-z0-9]+$/, ''));
}

/** The server's password rule: the shared policy plus the list above. */
export const ServerPasswordSchema = passwordSchema(isCommonPassword);
