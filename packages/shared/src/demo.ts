import { z } from 'zod';

// The offline demo's extra API (`npm run demo` only; absent, 404, in any other run).

/** `GET /api/demo`: answers only in demo mode, so the web app knows to offer "Simulate payment". */
export const DemoInfoSchema = z.object({ enabled: z.literal(true) });
export type DemoInfo = z.infer<typeof DemoInfoSchema>;

/** `POST /api/demo/pay/:id`: the transaction that pays the request from the demo payer. */
export const DemoPaymentSentSchema = z.object({ txHash: z.string() });
export type DemoPaymentSent = z.infer<typeof DemoPaymentSentSchema>;
