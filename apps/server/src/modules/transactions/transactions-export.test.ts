import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '#server/db/schema/transactions.ts';
import {
  CSV_COLUMNS,
  csvCells,
  csvDialect,
  csvExportStream,
  exportFilename,
} from './transactions-export.ts';

function row(overrides: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id: crypto.randomUUID(),
    userId: crypto.randomUUID(),
    paymentId: crypto.randomUUID(),
    chain: 'polygon',
    currency: 'usdc',
    decimals: 6,
    cryptoBaseUnits: 25_500_001n,
    fiatCents: 2550,
    fiatCurrency: 'EUR',
    feeCents: 19,
    refundedBaseUnits: 0n,
    refundedCents: 0,
    status: 'Completed',
    txHash: `0x${'ab'.repeat(32)}`,
    orderId: 'A-1',
    source: 'request',
    createdBy: null,
    payerAddress: '0x1111111111111111111111111111111111111111',
    request: {
      status: 'CONFIRMED',
      amountBaseUnits: '25500001',
      paidBaseUnits: '25500001',
      confirmations: 12,
      requiredConfirmations: 12,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-01T10:30:00.000Z',
      flags: { paidLate: false, paidPartial: false, underpaid: false, overpaid: false },
    },
    lineItems: [],
    date: new Date('2026-03-01T10:15:00.123Z'),
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('CSV export', () => {
  it('writes a BOM, the header and one CRLF line per row with exact money', async () => {
    async function* batches() {
      yield [row()];
      yield [row({ status: 'Pending', txHash: null, orderId: null, payerAddress: null })];
    }
    const text = await readAll(csvExportStream(batches()));
    expect(text.startsWith('\uFEFFdate,status,fiat_amount,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `2026-03-01T10:15:00.123Z,"Completed",25.50,"EUR",0.19,25.31,"polygon","USDC",25.500001,"0x${'ab'.repeat(32)}","A-1","0x1111111111111111111111111111111111111111",0.00,0`,
    );
    expect(lines[2]).toBe(
      '2026-03-01T10:15:00.123Z,"Pending",25.50,"EUR",0.19,25.31,"polygon","USDC",25.500001,"","","",0.00,0',
    );
    expect(lines[3]).toBe('');
  });

  it('keeps 18-decimal amounts whole, where a float would round them', () => {
    const cells = csvCells(
      row({ currency: 'eth', decimals: 18, cryptoBaseUnits: 10n ** 18n + 1n }),
    );
    expect(cells[8]).toEqual({ value: '1.000000000000000001' });
  });

  it('writes Excel in Italian: semicolons, decimal commas, local dates', async () => {
    async function* batches() {
      yield [row({ date: new Date('2026-11-27T23:30:05Z'), orderId: 'x;=1+1' })];
    }
    const dialect = csvDialect('excel-it', 'Europe/Rome');
    const lines = (await readAll(csvExportStream(batches(), dialect))).slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(';'));
    // 23:30 UTC is half past midnight the next day in Rome.
    expect(lines[1]).toBe(
      `28/11/2026 00:30:05;"Completed";25,50;"EUR";0,19;25,31;"polygon";"USDC";25,500001;"0x${'ab'.repeat(32)}";"x;'=1+1";"0x1111111111111111111111111111111111111111";0,00;0`,
    );
  });

  it('defuses an order id written as a formula', async () => {
    async function* batches() {
      yield [row({ orderId: '=cmd|"/c calc"!A1' })];
    }
    const text = await readAll(csvExportStream(batches()));
    expect(text).toContain(`,"'=cmd|""/c calc""!A1",`);
  });

  it('pulls the next batch only when the reader has taken the last one', async () => {
    let pulled = 0;
    async function* batches() {
      for (let i = 0; i < 100; i += 1) {
        pulled += 1;
        yield [row()];
      }
    }
    const stream = csvExportStream(batches());
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    // A few chunks may be read ahead (the stream's one-chunk buffer), never the whole export.
    expect(pulled).toBeLessThanOrEqual(3);
    await iterator.return?.();
    expect(pulled).toBeLessThanOrEqual(3);
  });

  it('gives the event loop a turn between batches that resolve without one', async () => {
    // Like PGlite's answers: promises only, never a turn of the event loop in between.
    let pulled = 0;
    async function* batches() {
      for (let i = 0; i < 10; i += 1) {
        pulled += 1;
        yield [row()];
      }
    }
    let pulledWhenIoRan = -1;
    setImmediate(() => {
      pulledWhenIoRan = pulled;
    });
    await readAll(csvExportStream(batches()));
    // Sockets and timers (other requests, this response's own bytes) get their turn early.
    expect(pulledWhenIoRan).toBeGreaterThanOrEqual(0);
    expect(pulledWhenIoRan).toBeLessThan(3);
  });

  it('names the file after the moment in ASCII', () => {
    expect(exportFilename(new Date('2026-03-01T10:15:00.123Z'))).toBe(
      'incasso-transactions-20260301T101500Z.csv',
    );
  });
});
