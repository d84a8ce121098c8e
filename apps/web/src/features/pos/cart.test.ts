import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotals, saleLines, type CartLine } from './cart';
import { keyFromKeyboard, keypadCents, pressKey } from './keypad';

const espresso = { id: '0193a1b2-0000-7000-8000-000000000001', name: 'Espresso', priceCents: 150 };
const cake = { id: '0193a1b2-0000-7000-8000-000000000002', name: 'Cake', priceCents: 425 };

const run = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce<CartLine[]>(cartReducer, []);

describe('the cart', () => {
  it('adds a product once and counts further taps as quantity', () => {
    const lines = run(
      { type: 'addProduct', product: espresso },
      { type: 'addProduct', product: cake },
      { type: 'addProduct', product: espresso },
    );
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Espresso', 2],
      ['Cake', 1],
    ]);
    expect(cartTotals(lines, 0)).toEqual({ subtotalCents: 725, tipCents: 0, totalCents: 725 });
  });

  it('changes quantities, drops a line at zero, removes and clears', () => {
    let lines = run(
      { type: 'addProduct', product: espresso },
      { type: 'addProduct', product: cake },
    );
    const key = lines[0]?.key ?? '';
    lines = cartReducer(lines, { type: 'increment', key });
    expect(lines[0]?.quantity).toBe(2);
    lines = cartReducer(cartReducer(lines, { type: 'decrement', key }), { type: 'decrement', key });
    expect(lines.map((line) => line.name)).toEqual(['Cake']);
    lines = cartReducer(lines, { type: 'remove', key: lines[0]?.key ?? '' });
    expect(lines).toEqual([]);
    expect(cartReducer(run({ type: 'addProduct', product: cake }), { type: 'clear' })).toEqual([]);
  });

  it('keeps keypad amounts as separate custom lines and ignores zero', () => {
    const lines = run(
      { type: 'addCustom', cents: 250, name: '' },
      { type: 'addCustom', cents: 250, name: 'Gift' },
      { type: 'addCustom', cents: 0, name: '' },
    );
    expect(lines).toHaveLength(2);
    expect(saleLines(lines)).toEqual([
      { kind: 'custom', name: null, unitCents: 250, quantity: 1 },
      { kind: 'custom', name: 'Gift', unitCents: 250, quantity: 1 },
    ]);
  });

  it('sends catalogue lines by id and quantity only, never a price', () => {
    const lines = run({ type: 'addProduct', product: cake }, { type: 'addProduct', product: cake });
    expect(saleLines(lines)).toEqual([{ kind: 'product', productId: cake.id, quantity: 2 }]);
  });

  it('rounds the tip half up to the cent, as the server does', () => {
    const lines = run({ type: 'addCustom', cents: 824, name: '' });
    expect(cartTotals(lines, 10)).toEqual({ subtotalCents: 824, tipCents: 82, totalCents: 906 });
    expect(cartTotals(run({ type: 'addCustom', cents: 50, name: '' }), 5).tipCents).toBe(3);
  });
});

describe('the keypad', () => {
  it('types cents from the right and goes back or clears', () => {
    let digits = '';
    for (const key of ['1', '2', '5'] as const) digits = pressKey(digits, key);
    expect(keypadCents(digits)).toBe(125);
    expect(keypadCents(pressKey(digits, '00'))).toBe(12_500);
    expect(keypadCents(pressKey(digits, 'back'))).toBe(12);
    expect(pressKey(digits, 'clear')).toBe('');
  });

  it('ignores leading zeros and amounts over the limit', () => {
    expect(pressKey('', '0')).toBe('');
    const max = '9999999999';
    expect(pressKey(max, '9')).toBe(max);
  });

  it('maps the keyboard: digits, Backspace, Escape', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('Backspace')).toBe('back');
    expect(keyFromKeyboard('Escape')).toBe('clear');
    expect(keyFromKeyboard('a')).toBeNull();
  });
});
