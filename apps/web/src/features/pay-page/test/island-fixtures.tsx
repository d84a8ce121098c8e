import { firstQrContent } from '@incasso/shared/pay-page';
import type { PublicPayment } from '@incasso/shared/payments';
import { render } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import en from '#i18n/locales/en.json';
import type { PaymentSocket } from '#lib/use-live-status.ts';
import { buildPublicPayment } from '#test/build-payment.ts';
import { PayIsland } from '../components/pay-island';
import { pickPayTexts } from '../i18n/pay-texts';
import type { PayIslandData } from '../lib/island-data';
import { renderQrSvg } from '../lib/qr-svg';

/** The island's data as the server would write it, in English, its QR drawn for real. */
export async function islandData(overrides: Partial<PublicPayment> = {}): Promise<PayIslandData> {
  const payment = buildPublicPayment(overrides);
  const qrSvgs: Record<string, string> = {};
  const first = firstQrContent(payment);
  if (payment.status === 'PENDING' && first) qrSvgs[first] = await renderQrSvg(first);
  return { payment, language: 'en', texts: pickPayTexts(en), qrSvgs };
}

/**
 * A real Socket.IO server standing in for the public namespace: it answers a payer's watch with
 * the status a test sets, as the Incasso server answers with the current one.
 */
export async function startStatusServer() {
  const http: HttpServer = createServer();
  const server = new Server(http);
  let answer: Record<string, unknown> | null = null;
  const watches: unknown[] = [];
  server.on('connection', (socket) => {
    socket.on('watch:payment', (payload: unknown) => {
      watches.push(payload);
      if (answer) socket.emit('payment:status_update', answer);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets: PaymentSocket[] = [];
  return {
    watches,
    /** What the next watch is answered with (null: nothing). */
    answerWith(update: Record<string, unknown> | null) {
      answer = update;
    },
    connect(): PaymentSocket {
      const socket: PaymentSocket = io(url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      return socket;
    },
    disconnectAll() {
      sockets.splice(0).forEach((socket) => socket.disconnect());
    },
    close: () => server.close(),
  };
}

export type StatusServer = Awaited<ReturnType<typeof startStatusServer>>;

export function renderIsland(
  data: PayIslandData,
  options: { connect: () => PaymentSocket; navigate?: (url: string) => void },
) {
  return render(
    <PayIsland
      data={data}
      connect={options.connect}
      navigate={options.navigate ?? (() => undefined)}
    />,
  );
}
