import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

describe('nextStep', () => {
  it('leads a new merchant from a wallet to a request to sharing its link', () => {
    expect(nextStep({ walletCount: 0, hasRequests: false, hasPayments: false })).toBe('addWallet');
    expect(nextStep({ walletCount: 1, hasRequests: false, hasPayments: false })).toBe(
      'createRequest',
    );
    expect(nextStep({ walletCount: 1, hasRequests: true, hasPayments: false })).toBe('shareLink');
  });

  it('says nothing once paid, or while a fact is still loading', () => {
    expect(nextStep({ walletCount: 0, hasRequests: true, hasPayments: true })).toBeNull();
    expect(nextStep({ walletCount: 1, hasRequests: false, hasPayments: undefined })).toBeNull();
    expect(nextStep({ walletCount: 1, hasRequests: undefined, hasPayments: false })).toBeNull();
    expect(nextStep({ walletCount: undefined, hasRequests: false, hasPayments: false })).toBeNull();
  });
});
