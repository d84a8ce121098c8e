import { describe, expect, it } from 'vitest';
import { can, canAny, PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission } from './members';

// Issue 23's roles as the table says them; the server enforces this table and the web reads it.

const writes: Permission[] = PERMISSIONS.filter((p) => /\.(create|manage|write|sell)$/.test(p));

describe('the permissions table', () => {
  it('gives the owner everything, the cashier’s narrow view aside', () => {
    expect(PERMISSIONS.filter((p) => !can('owner', p))).toEqual(['payments.readOwnToday']);
  });

  it('keeps billing, members and wallets’ addresses from the manager', () => {
    for (const p of [
      'billing.manage',
      'billing.read',
      'members.manage',
      'wallets.write',
    ] as const) {
      expect(can('manager', p)).toBe(false);
    }
    for (const p of [
      'payments.create',
      'pos.manage',
      'invoices.write',
      'transactions.export',
      'refunds.write',
    ] as const) {
      expect(can('manager', p)).toBe(true);
    }
  });

  it('lets the cashier sell and ask for payments only: no export, no settings, no full history', () => {
    expect(ROLE_PERMISSIONS.cashier).toEqual([
      'payments.create',
      'payments.readOwnToday',
      'pos.sell',
      'wallets.read',
    ]);
    expect(canAny('cashier', ['payments.read', 'payments.readOwnToday'])).toBe(true);
    expect(canAny('cashier', ['transactions.export', 'settings.read', 'settings.write'])).toBe(
      false,
    );
  });

  it('lets the accountant read and export and change nothing', () => {
    expect(ROLE_PERMISSIONS.accountant.filter((p) => writes.includes(p))).toEqual([]);
    expect(can('accountant', 'transactions.export')).toBe(true);
    expect(can('accountant', 'invoices.read')).toBe(true);
  });

  it('lets the developer manage keys and webhooks and read transactions, nothing else it writes', () => {
    expect(ROLE_PERMISSIONS.developer.filter((p) => writes.includes(p))).toEqual([
      'developer.manage',
    ]);
    expect(can('developer', 'transactions.read')).toBe(true);
  });

  it('names only known permissions, each once', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(new Set(granted).size).toBe(granted.length);
      expect(granted.every((p) => PERMISSIONS.includes(p))).toBe(true);
    }
  });
});
