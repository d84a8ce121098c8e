// SPEC sections 7 and 9: error correction H, margin 1, width 256. Rendered as SVG, so it stays
// sharp at any zoom and needs no canvas.
export const QR_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'H',
  margin: 1,
  width: 256,
} as const;
