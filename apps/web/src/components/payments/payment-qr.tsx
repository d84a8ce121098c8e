import { clsx } from 'clsx';
import { toString as renderQr } from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_OPTIONS } from './qr-options';

interface PaymentQrProps {
  content: string;
  /** Describes what scanning does: "QR code to pay 25.00000000 USDT". */
  label: string;
  className?: string;
}

/** The QR code of `content`, always dark on white (scanners need the contrast, even in dark mode). */
export function PaymentQr({ content, label, className }: PaymentQrProps) {
  const [rendered, setRendered] = useState<{ content: string; src: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    renderQr(content, QR_OPTIONS).then(
      (svg) => {
        if (isCurrent)
          setRendered({ content, src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
      },
      // SPEC: a QR failure is only logged; the address and amount stay on screen to copy.
      (error: unknown) => console.error('QR code generation failed', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [content]);

  return (
    <div
      className={clsx(
        'grid aspect-square w-full max-w-64 place-items-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700',
        className,
      )}
    >
      {rendered?.content === content ? (
        <img src={rendered.src} alt={label} width={256} height={256} className="size-full" />
      ) : (
        <div aria-hidden className="size-full animate-pulse rounded-xl bg-slate-100" />
      )}
    </div>
  );
}
