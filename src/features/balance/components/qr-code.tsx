// A QR code drawn as React SVG elements from uqr's module matrix: no markup string is ever
// parsed, so nothing from the server can inject into the page.
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** Accessible description of what the code holds. */
  label: string;
  size?: number;
}

/** One path for all dark modules: `M x y h1 v1 h-1 z` per module. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

export function QrCode({ value, label, size = 208 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    return { path: qrPath(qr.data), modules: qr.size };
  }, [value]);
  return (
    <svg
      className="balance-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
