import { isIP } from 'node:net';

/** Who passkeys are made for (WebAuthn's Relying Party) and the pages allowed to use them. */
export interface RelyingPartyConfig {
  /** The registrable domain credentials are scoped to, e.g. `pay.example.com` or `localhost`. */
  rpId: string;
  rpName: string;
  /** Origins a ceremony may come from, e.g. `https://pay.example.com`. */
  origins: string[];
}

const RP_NAME = 'Incasso';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isDomain(value: string): boolean {
  return value.length <= 253 && isIP(value) === 0 && value.split('.').every((l) => LABEL.test(l));
}

/** An origin as browsers write it in clientDataJSON, or a problem with the value. */
function parseOrigin(value: string): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${value} is not a URL` };
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    return { problem: `${value} must be an origin alone (scheme, host and port)` };
  }
  // Browsers offer WebAuthn only to secure contexts: HTTPS, or plain HTTP on localhost.
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { problem: `${value} must use https:// (http:// only on localhost)` };
  }
  return { origin: url.origin };
}

/**
 * WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS, defaulting to PUBLIC_URL's host and origin. What is set
 * explicitly is checked as browsers would: a domain (never an IP address), secure origins, and
 * every origin inside the RP ID's domain; a wrong value would only fail later, in a browser.
 */
export function relyingPartyConfig(
  env: { rpId: string | undefined; origins: string | undefined },
  publicUrl: string,
): { config: RelyingPartyConfig; problems: string[] } {
  const problems: string[] = [];
  const fallback = new URL(publicUrl);
  const rpId = (env.rpId ?? fallback.hostname).toLowerCase();
  if (env.rpId !== undefined && !isDomain(rpId)) {
    problems.push(`WEBAUTHN_RP_ID: ${env.rpId} must be a domain name, not a URL or an IP address`);
  }
  const origins: string[] = [];
  if (env.origins === undefined) origins.push(fallback.origin);
  else {
    for (const entry of env.origins
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      const parsed = parseOrigin(entry);
      if ('problem' in parsed) problems.push(`WEBAUTHN_ORIGINS: ${parsed.problem}`);
      else origins.push(parsed.origin);
    }
    if (origins.length === 0 && problems.length === 0) {
      problems.push('WEBAUTHN_ORIGINS: must name at least one origin');
    }
  }
  const explicit = env.rpId !== undefined || env.origins !== undefined;
  for (const origin of explicit ? origins : []) {
    const host = new URL(origin).hostname;
    if (host !== rpId && !host.endsWith(`.${rpId}`)) {
      problems.push(`WEBAUTHN_ORIGINS: ${origin} is not within WEBAUTHN_RP_ID ${rpId}`);
    }
  }
  return { config: { rpId, rpName: RP_NAME, origins }, problems };
}
