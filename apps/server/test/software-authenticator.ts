import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationResponse,
} from '@incasso/shared/accounts/passkeys';

// A WebAuthn authenticator in software, so route tests drive the real verification of
// @simplewebauthn/server: an EC P-256 key from node:crypto, authenticator data and a 'none'
// attestation built byte by byte (WebAuthn sections 6.1, 6.5 and 8.7), ES256 signatures.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head.writeUInt8((major << 5) | 25);
  head.writeUInt16BE(length, 1);
  return head;
}

/** The few CBOR types a COSE key and an attestation object need (RFC 8949). */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface AuthenticatorOptions {
  /** The page the browser says the ceremony ran on; the test app's PUBLIC_URL by default. */
  origin?: string;
  /** False: a security key without PIN or biometrics, which only proves presence. */
  verifiesUser?: boolean;
  /** A synced passkey (backed up by a password manager); its counter stays 0. */
  synced?: boolean;
}

/** Changes to one assertion, to forge what a broken or hostile client would send. */
export interface AssertionOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  counter?: number;
  /** null: leave the user handle out, as a non-discoverable credential does. */
  userHandle?: string | null;
  userVerified?: boolean;
}

/** One authenticator holding one credential, made by `register`. */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle = '';
  private readonly origin: string;
  private readonly verifiesUser: boolean;
  private readonly synced: boolean;

  constructor(options: AuthenticatorOptions = {}) {
    this.origin = options.origin ?? 'http://localhost:3000';
    this.verifiesUser = options.verifiesUser ?? true;
    this.synced = options.synced ?? false;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** What navigator.credentials.create() answers to `options`. */
  register(options: PasskeyCreationOptions, overrides: { origin?: string } = {}) {
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: all zeros, as a 'none' attestation may report
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      cbor(coseKey(this.keys.publicKey)),
    ]);
    const authData = Buffer.concat([
      this.authDataHead(
        rpId,
        FLAG_ATTESTED_CREDENTIAL | (this.verifiesUser ? FLAG_USER_VERIFIED : 0),
        0,
      ),
      attested,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const response: RegistrationResponse = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, overrides.origin),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
    return response;
  }

  /** What navigator.credentials.get() answers to `options`, signed with the credential's key. */
  assert(options: PasskeyRequestOptions, overrides: AssertionOverrides = {}) {
    if (overrides.counter === undefined && !this.synced) this.counter += 1;
    const counter = overrides.counter ?? (this.synced ? 0 : this.counter);
    const verified = overrides.userVerified ?? this.verifiesUser;
    const rpId = overrides.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const authData = this.authDataHead(rpId, verified ? FLAG_USER_VERIFIED : 0, counter);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      overrides.challenge ?? options.challenge,
      overrides.origin,
    );
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    const userHandle = overrides.userHandle === undefined ? this.userHandle : overrides.userHandle;
    const response: AuthenticationResponse = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        // ES256 signatures are DER-encoded ECDSA (WebAuthn 6.5.5), node's default.
        signature: b64url(sign('sha256', signed, this.keys.privateKey)),
        ...(userHandle === null ? {} : { userHandle }),
      },
    };
    return response;
  }

  private authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const backup = this.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;
    return Buffer.concat([sha256(rpId), Buffer.from([FLAG_USER_PRESENT | flags | backup]), count]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }
}

/** The public key as COSE_Key (RFC 9053): EC2, ES256, P-256, with its x and y coordinates. */
function coseKey(publicKey: KeyObject): Map<Cbor, Cbor> {
  const jwk = publicKey.export({ format: 'jwk' });
  return new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
}
