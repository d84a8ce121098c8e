import { toString as renderQr } from 'qrcode';
import { QR_OPTIONS } from '#components/payments/qr-options.ts';

/**
 * The QR code of `content` as SVG markup (SPEC: level H, margin 1, width 256). The server draws
 * the first one into the page; the island loads this module (and the encoder) only when it
 * needs another: a coin chosen, the wallet-app QR asked for.
 */
export function renderQrSvg(content: string): Promise<string> {
  return renderQr(content, QR_OPTIONS);
}
