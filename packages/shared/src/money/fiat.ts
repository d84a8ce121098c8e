import { z } from 'zod';
import { FIAT_AMOUNT_MAX_CENTS, FIAT_CURRENCIES } from './fiat-amounts';

export * from './fiat-amounts';

export const FiatCentsSchema = z.number().int().min(0).max(FIAT_AMOUNT_MAX_CENTS);
export const FiatCurrencySchema = z.enum(FIAT_CURRENCIES);
