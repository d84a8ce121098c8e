import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { fiscalProfiles } from '#server/db/schema/fiscal-profiles.ts';
import { users } from '#server/db/schema/users.ts';

const MARIO = {
  accountType: 'private',
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA85T10A562S',
};
const ACME = {
  accountType: 'business',
  companyName: 'Acme S.r.l.',
  vatNumber: 'IT00159560366',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
};
const BERLIN = {
  accountType: 'business',
  companyName: 'Muster GmbH',
  vatNumber: 'DE123456789',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  province: '',
};

describe('profile and fiscal data', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const signedIn = async (accountType: 'private' | 'business') => {
    const user = await buildUser(ctx.db, { accountType });
    return { user, cookie: await signIn(ctx.app, user) };
  };
  const getFiscal = (cookie?: string) =>
    ctx.app.inject({ url: '/api/user/fiscal', headers: cookie ? { cookie } : {} });
  const putFiscal = (payload: object, cookie?: string) =>
    send(ctx.app, 'PUT', '/api/user/fiscal', payload, cookie);

  describe('PATCH /api/user/profile', () => {
    const patch = (payload: object, cookie?: string) =>
      send(ctx.app, 'PATCH', '/api/user/profile', payload, cookie);

    it('answers 401 without a session', async () => {
      expect((await patch({ displayName: 'Ada' })).statusCode).toBe(401);
    });

    it('saves the display name trimmed and returns the profile', async () => {
      const { user, cookie } = await signedIn('private');
      const response = await patch({ displayName: '  Ada Lovelace ' }, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        email: user.email,
        displayName: 'Ada Lovelace',
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.displayName).toBe('Ada Lovelace');
    });

    it.each([
      ['an empty name', { displayName: '   ' }, 'required'],
      ['a name over 100 characters', { displayName: 'x'.repeat(101) }, 'tooLong'],
      ['nothing to change', {}, 'required'],
    ])('answers 400 for %s', async (_case, payload, key) => {
      const { cookie } = await signedIn('private');
      const response = await patch(payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalidInput',
        fields: { displayName: key },
      });
    });

    it('saves a time zone Intl knows, alone, and refuses one it does not', async () => {
      const { user, cookie } = await signedIn('private');
      const saved = await patch({ timeZone: 'America/New_York' }, cookie);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        timeZone: 'America/New_York',
        displayName: user.displayName,
      });
      const refused = await patch({ timeZone: 'Europe/Atlantis' }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { timeZone: 'invalidTimeZone' } });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.timeZone).toBe('America/New_York');
    });

    it('refuses other fields (no isAdmin or email through this door)', async () => {
      const { user, cookie } = await signedIn('private');
      const response = await patch({ displayName: 'Eve', isAdmin: true }, cookie);
      expect(response.statusCode).toBe(400);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isAdmin).toBe(false);
    });
  });

  it('answers 401 to GET and PUT /api/user/fiscal without a session', async () => {
    expect((await getFiscal()).statusCode).toBe(401);
    expect((await putFiscal(MARIO)).statusCode).toBe(401);
  });

  it('starts empty with the account type, then returns what was saved', async () => {
    const { cookie } = await signedIn('private');
    expect((await getFiscal(cookie)).json()).toEqual({ accountType: 'private', fiscal: null });
    const saved = await putFiscal({ ...MARIO, fiscalCode: 'rssmra 85t10 a562s' }, cookie);
    expect(saved.statusCode).toBe(200);
    const expected = { accountType: 'private', fiscal: MARIO };
    expect(saved.json()).toEqual(expected);
    expect((await getFiscal(cookie)).json()).toEqual(expected);
  });

  it('stores a business VAT number normalized, one row per user', async () => {
    const { user, cookie } = await signedIn('business');
    expect((await putFiscal({ ...ACME, vatNumber: 'it 001 595 603 66' }, cookie)).statusCode).toBe(
      200,
    );
    const updated = await putFiscal({ ...ACME, companyName: 'Acme S.p.A.' }, cookie);
    expect(updated.json().fiscal).toEqual({ ...ACME, companyName: 'Acme S.p.A.' });
    const rows = await ctx.db
      .select()
      .from(fiscalProfiles)
      .where(eq(fiscalProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vatNumber: 'IT00159560366',
      firstName: null,
      fiscalCode: null,
    });
  });

  it('keeps the legal address as typed fields, the province in capitals', async () => {
    const { cookie } = await signedIn('business');
    const saved = await putFiscal({ ...ACME, province: 'mi' }, cookie);
    expect(saved.json().fiscal).toEqual(ACME);
    // A business outside Italy has no province to give.
    const foreign = await putFiscal(BERLIN, cookie);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().fiscal).toEqual(BERLIN);
  });

  it('refuses data of the other account type with 400 accountTypeMismatch', async () => {
    const { cookie } = await signedIn('private');
    const response = await putFiscal(ACME, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'accountTypeMismatch',
      message: 'The data does not match the account type.',
      fields: { accountType: 'accountTypeMismatch' },
    });
    expect((await getFiscal(cookie)).json().fiscal).toBeNull();
  });

  it.each([
    [
      'a wrong partita IVA check digit',
      'business',
      { ...ACME, vatNumber: '00159560365' },
      { vatNumber: 'invalidVatNumber' },
    ],
    [
      'an unknown VAT country',
      'business',
      { ...ACME, vatNumber: 'ZZ123456789' },
      { vatNumber: 'invalidVatNumber' },
    ],
    [
      'a missing company name',
      'business',
      { ...ACME, companyName: ' ' },
      { companyName: 'required' },
    ],
    [
      'an Italian address without its CAP and province',
      'business',
      { ...ACME, postalCode: '2012', province: '' },
      { postalCode: 'invalidPostalCode', province: 'required' },
    ],
    [
      'a missing street and city',
      'business',
      { ...ACME, street: ' ', city: '' },
      { street: 'required', city: 'required' },
    ],
    [
      'a province that is not two letters',
      'business',
      { ...ACME, province: 'Milano' },
      { province: 'invalidProvince' },
    ],
    [
      'a wrong codice fiscale check letter',
      'private',
      { ...MARIO, fiscalCode: 'RSSMRA85T10A562T' },
      { fiscalCode: 'invalidFiscalCode' },
    ],
    [
      'an overlong last name',
      'private',
      { ...MARIO, lastName: 'x'.repeat(101) },
      { lastName: 'tooLong' },
    ],
  ] as const)('answers 400 with field keys for %s', async (_case, type, payload, fields) => {
    const { cookie } = await signedIn(type);
    const response = await putFiscal(payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalidInput', fields });
  });

  it('answers 400 for an unknown account type', async () => {
    const { cookie } = await signedIn('private');
    const response = await putFiscal({ ...MARIO, accountType: 'charity' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidInput');
  });
});
