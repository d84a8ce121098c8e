import { describe, expect, it } from 'vitest';
import { draftOf, emptyLine, invoiceInputOf } from './invoice-draft';

const defaults = { locale: 'it', walletId: 'w1', today: '2027-01-15', paymentTermsDays: 30 };

describe('invoice draft', () => {
  it('falls due the usual terms after the issue date', () => {
    const draft = draftOf(undefined, defaults);
    expect(draft.issueDate).toBe('2027-01-15');
    expect(draft.dueDate).toBe('2027-02-14');
    expect(draft.lines).toEqual([emptyLine]);
  });

  it("reads amounts as the merchant's language writes them, exactly", () => {
    const draft = draftOf(undefined, defaults);
    const lines = [{ ...emptyLine, quantity: '1,5', price: '1.200,50' }];
    expect(invoiceInputOf({ ...draft, lines }, 'it').lines[0]).toMatchObject({
      quantityHundredths: 150,
      unitPriceCents: 120_050,
    });
    const english = [{ ...emptyLine, quantity: '1.5', price: '1,200.50' }];
    expect(invoiceInputOf({ ...draft, lines: english }, 'en').lines[0]).toMatchObject({
      quantityHundredths: 150,
      unitPriceCents: 120_050,
    });
  });

  it('leaves empty optional fields out and writes codes in capitals', () => {
    const draft = { ...draftOf(undefined, defaults), vatNumber: 'it 0123 4567 890', province: '' };
    const { customer } = invoiceInputOf(draft, 'it');
    expect(customer.vatNumber).toBe('IT01234567890');
    expect(customer.province).toBeUndefined();
  });
});
