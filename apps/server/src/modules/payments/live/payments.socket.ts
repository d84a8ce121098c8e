import {
  UnwatchPaymentSchema,
  WatchPaymentSchema,
  type WatchPaymentAck,
} from '@incasso/shared/events';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { paymentRoom, type AppNamespace, type AppSocket } from '#server/realtime/realtime.ts';
import { paymentEventData } from './payment-events.ts';
import { toStatusUpdate } from './live-status.ts';
import { createRecentSet } from '#server/lib/recent-set.ts';

export interface PaymentSocketsDeps {
  /** The default namespace: signed-in merchants, who may watch only their own requests. */
  merchants: AppNamespace;
  /** The pay page's namespace: anyone holding a request's (unguessable) id. */
  payers: AppNamespace;
  findPayment(id: string): Promise<PaymentRow | undefined>;
  log: { warn(details: object, message: string): void };
  /** Payments one socket may watch at once. */
  maxWatchesPerSocket: number;
}

type Ack = ((result: WatchPaymentAck) => void) | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reply(ack: Ack, result: WatchPaymentAck) {
  if (typeof ack === 'function') ack(result);
}

/**
 * `watch:payment` joins the request's room and at once sends its current status to that
 * socket, so a client that (re)connects is up to date without waiting for the next change;
 * `unwatch:payment` leaves it. A bad payload is ignored (answered with an error when the client
 * asked for an acknowledgement).
 */
export function registerPaymentSockets(deps: PaymentSocketsDeps): void {
  // Which room each watch key stands for, per socket (SPEC's unwatch sends the key).
  const watchedKeys = new WeakMap<AppSocket, Map<string, string>>();
  // Ids nobody has: a flood of made-up ids is answered from memory, not the database.
  const missing = createRecentSet({ size: 10_000, ttlMs: 60_000 });

  async function lookUp(id: string): Promise<PaymentRow | undefined> {
    if (!UUID.test(id) || missing.has(id)) return undefined;
    const row = await deps.findPayment(id);
    if (!row) missing.add(id);
    return row;
  }

  async function watch(
    socket: AppSocket,
    payload: unknown,
    ack: Ack,
    mayWatch: (row: PaymentRow) => boolean,
  ) {
    const parsed = WatchPaymentSchema.safeParse(payload);
    if (!parsed.success) return reply(ack, { ok: false, error: 'invalidPayload' });
    const id = 'paymentId' in parsed.data ? parsed.data.paymentId : parsed.data.request.paymentId;
    const keys = watchedKeys.get(socket) ?? new Map<string, string>();
    if (keys.size >= deps.maxWatchesPerSocket && ![...keys.values()].includes(id)) {
      return reply(ack, { ok: false, error: 'tooManyWatches' });
    }
    const row = await lookUp(id);
    // Someone else's request is "not found", never "forbidden": existence is not revealed.
    if (!row || !mayWatch(row)) return reply(ack, { ok: false, error: 'notFound' });
    await socket.join(paymentRoom(row.id));
    const current = paymentEventData(row, null);
    keys.set(current.watchKey ?? row.id, row.id);
    watchedKeys.set(socket, keys);
    socket.emit('payment:status_update', toStatusUpdate(current));
    reply(ack, { ok: true, status: row.status });
  }

  async function unwatch(socket: AppSocket, payload: unknown, ack: Ack) {
    const parsed = UnwatchPaymentSchema.safeParse(payload);
    if (!parsed.success) return reply(ack, { ok: false, error: 'invalidPayload' });
    const id =
      typeof parsed.data === 'string'
        ? watchedKeys.get(socket)?.get(parsed.data)
        : parsed.data.paymentId;
    if (id) {
      await socket.leave(paymentRoom(id));
      const keys = watchedKeys.get(socket);
      for (const [key, room] of keys ?? []) if (room === id) keys?.delete(key);
    }
    reply(ack, { ok: true });
  }

  function handle(
    namespace: AppNamespace,
    mayWatch: (socket: AppSocket, row: PaymentRow) => boolean,
  ) {
    namespace.on('connection', (socket) => {
      const guard = (task: Promise<void>) =>
        task.catch((error: unknown) =>
          deps.log.warn({ err: error }, 'payment socket event failed'),
        );
      socket.on('watch:payment', (payload, ack) =>
        guard(watch(socket, payload, ack, (row) => mayWatch(socket, row))),
      );
      socket.on('unwatch:payment', (payload, ack) => guard(unwatch(socket, payload, ack)));
    });
  }

  // A member watches the requests of the merchant their session acts for.
  handle(deps.merchants, (socket, row) => socket.data.user?.merchantId === row.userId);
  handle(deps.payers, () => true);
}
