import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@incasso/shared/pos';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { ProductsManager } from './products-manager';

const SCONE: Product = {
  id: '0193a1b2-0000-7000-8000-0000000000e1',
  name: 'Scone',
  description: null,
  category: 'Pastry',
  priceCents: 275,
  currency: 'EUR',
  active: true,
  imageUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

let server: StubServer;
let refusal: StubReply | null = null;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/products': () => ({ status: 200, body: [SCONE] }),
    'POST /api/products': () =>
      refusal ?? {
        status: 201,
        body: { ...SCONE, id: SCONE.id.replace('e1', 'e2') },
      },
    [`DELETE /api/products/${SCONE.id}`]: () => ({ status: 204 }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  refusal = null;
});

const writes = (method: string) => server.calls.filter((call) => call.method === method);

describe('products manager', () => {
  // Many typed keystrokes: slow on a loaded 2-core machine.
  it(
    'checks the form with the shared rules, then creates the product in cents',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithRouter('/dashboard/pos', { ui: <ProductsManager products={[SCONE]} /> });
      await user.click(screen.getByRole('button', { name: 'New product' }));
      await user.click(screen.getByRole('button', { name: 'Add product' }));
      await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(2));
      await user.type(screen.getByRole('textbox', { name: 'Price' }), '2.4.0');
      await user.click(screen.getByRole('button', { name: 'Add product' }));
      expect(await screen.findByText('Enter a valid price.')).toBeInTheDocument();
      await user.clear(screen.getByRole('textbox', { name: 'Price' }));
      expect(writes('POST')).toHaveLength(0);

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Brioche');
      await user.type(screen.getByRole('textbox', { name: 'Price' }), '2,40');
      await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Pastry');
      await user.click(screen.getByRole('button', { name: 'Add product' }));
      await waitFor(() => expect(writes('POST')).toHaveLength(1));
      expect(writes('POST')[0]?.body).toEqual({
        name: 'Brioche',
        priceCents: 240,
        currency: 'EUR',
        category: 'Pastry',
        // What the shared schema makes of an empty description (the server reads it so too).
        description: null,
        active: true,
      });
    },
  );

  it("puts the server's refusal of a field beside it", async () => {
    refusal = {
      status: 400,
      body: { error: 'invalidInput', message: 'Invalid', fields: { priceCents: 'amountTooLarge' } },
    };
    const user = userEvent.setup();
    renderWithRouter('/dashboard/pos', { ui: <ProductsManager products={[SCONE]} /> });
    await user.click(screen.getByRole('button', { name: 'New product' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Torta');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '9');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price).toHaveAccessibleDescription('The price is too large.'));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('deletes a product only once the merchant confirms', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/pos', { ui: <ProductsManager products={[SCONE]} /> });
    await user.click(screen.getByRole('button', { name: 'Delete Scone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Scone' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes('DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Scone' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Scone' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
  });
});
