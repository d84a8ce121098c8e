import { useEffect, useState } from 'react';

/**
 * The SVG of `content`'s QR code: from `drawn` (what the server drew into the page) when it is
 * there, else encoded in the browser, the encoder fetched on first use. null while it is drawn.
 */
export function useQrSvg(content: string, drawn: Readonly<Record<string, string>>): string | null {
  const [encoded, setEncoded] = useState<{ content: string; svg: string } | null>(null);
  const known = drawn[content];

  useEffect(() => {
    if (known !== undefined) return;
    let isCurrent = true;
    import('../lib/qr-svg')
      .then(({ renderQrSvg }) => renderQrSvg(content))
      .then(
        (svg) => {
          if (isCurrent) setEncoded({ content, svg });
        },
        // SPEC: a QR failure is only logged; the address and amount stay on screen to copy.
        (error: unknown) => console.error('QR code generation failed', error),
      );
    return () => {
      isCurrent = false;
    };
  }, [content, known]);

  if (known !== undefined) return known;
  return encoded?.content === content ? encoded.svg : null;
}
