import { useQrSvg } from '../hooks/use-qr-svg';

interface PayQrProps {
  content: string;
  /** Describes what scanning does: "QR code to pay 25.00000000 USDT". */
  label: string;
  drawn: Readonly<Record<string, string>>;
}

/**
 * The QR code as inline SVG, so it shows before any script runs; always dark on white
 * (scanners need the contrast, even in dark mode).
 */
export function PayQr({ content, label, drawn }: PayQrProps) {
  const svg = useQrSvg(content, drawn);
  return (
    <div className="grid aspect-square w-full max-w-60 place-items-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
      {svg ? (
        <div
          role="img"
          aria-label={label}
          className="size-full [&>svg]:size-full"
          // Markup drawn by the QR encoder from the payment's own link, never from page input.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div aria-hidden className="size-full animate-pulse rounded-xl bg-slate-100" />
      )}
    </div>
  );
}
