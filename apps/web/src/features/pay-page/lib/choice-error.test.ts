import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { choiceErrorKey } from './choice-error';

describe('choiceErrorKey', () => {
  it.each([
    [new ApiError(404, 'notFound', 'Payment request not found.'), 'errors.notFound'],
    [new ApiError(429, 'rateLimited', 'Too many requests.'), 'errors.rateLimited'],
    [new ApiError(503, 'priceUnavailable', 'No price.'), 'errors.priceUnavailable'],
    [new ApiError(0, 'networkError', 'Offline.'), 'errors.networkError'],
  ])('translates a known server key (%s)', (error, key) => {
    expect(choiceErrorKey(error)).toBe(key);
  });

  it.each([
    [new ApiError(409, 'currencyLocked', 'Something was paid.'), 'payPage.choiceClosed'],
    [new ApiError(400, 'invalidInput', 'Bad currency.'), 'payPage.coinNotOffered'],
    [new ApiError(422, 'currencyNotAccepted', 'Not this one.'), 'payPage.coinNotOffered'],
    [new ApiError(403, 'forbidden', 'No.'), 'payPage.chooseFailed'],
    [new Error('boom'), 'payPage.chooseFailed'],
  ])('falls back on what the status means for a choice (%s)', (error, key) => {
    expect(choiceErrorKey(error)).toBe(key);
  });
});
