import { describe, expect, it } from 'vitest';
import en from '#i18n/locales/en.json';
import { buildPublicPayment } from '#test/build-payment.ts';
import { pickPayTexts } from '../i18n/pay-texts';
import { parseIslandData, serializeIslandData, type PayIslandData } from './island-data';

const data: PayIslandData = {
  payment: buildPublicPayment({ merchantName: 'Evil</script><script>alert(1)</script> & Co' }),
  language: 'en',
  texts: pickPayTexts(en),
  qrSvgs: { 'ethereum:0x1?amount=1': '<svg><path d="M0 0"/></svg>' },
};

describe('island data', () => {
  it('never closes its <script> element or opens a comment, whatever the strings hold', () => {
    const text = serializeIslandData(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('reads back exactly what was written', () => {
    expect(parseIslandData(serializeIslandData(data))).toEqual(data);
  });

  it.each([
    ['no block', null],
    ['broken JSON', '{"payment":'],
    ['a payment breaking the contract', JSON.stringify({ ...data, payment: { id: 1 } })],
    ['an unknown language', JSON.stringify({ ...data, language: 'fr' })],
    ['missing texts', JSON.stringify({ ...data, texts: {} })],
    ['a QR that is not markup', JSON.stringify({ ...data, qrSvgs: { x: 1 } })],
  ])('refuses %s', (_, text) => {
    expect(parseIslandData(text)).toBeNull();
  });
});
