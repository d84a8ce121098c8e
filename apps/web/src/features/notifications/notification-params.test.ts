import { describe, expect, it } from 'vitest';
import { readerParams } from './notification-params';

describe("a notification's params", () => {
  it('write a crypto amount without its trailing zeros, in the reader’s decimal mark', () => {
    const params = { amount: '29.06976800', currency: 'USDT', reference: 'DEMO-1' };
    expect(readerParams(params, 'it')).toEqual({ ...params, amount: '29,069768' });
    expect(readerParams(params, 'en')).toEqual({ ...params, amount: '29.069768' });
  });

  it('write a fiat amount and its median with two decimals, grouped', () => {
    const params = { amount: '1250.5', median: '40.00', currency: 'EUR' };
    expect(readerParams(params, 'it')).toEqual({ ...params, amount: '1.250,50', median: '40,00' });
    expect(readerParams(params, 'en')).toEqual({ ...params, amount: '1,250.50', median: '40.00' });
  });

  it('write a calendar day as the language does', () => {
    const params = { plan: 'Plus', date: '2026-12-01', graceEnd: '2026-12-08' };
    expect(readerParams(params, 'it')).toEqual({
      plan: 'Plus',
      date: '01/12/2026',
      graceEnd: '08/12/2026',
    });
    expect(readerParams(params, 'en')).toMatchObject({ date: 'Dec 1, 2026' });
  });

  it('leave names, addresses, numbers and unexpected text as stored', () => {
    const params = {
      name: 'Cassa 2.0',
      address: '0xEF3dB02e6F065301c9F8647555b63F3764000000',
      count: 3,
      amount: 'a lot',
      date: 'tomorrow',
    };
    expect(readerParams(params, 'it')).toEqual(params);
  });
});
