import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * `text` as a QR code drawn in SVG: one path of the dark modules on a light square with the
 * standard 4-module quiet zone, so wallets' scanners read it on the dark theme too.
 */
export function QrCode({
  text,
  label,
  testId,
  className,
}: {
  text: string;
  label: string;
  testId: string;
  className: string;
}) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    const parts: string[] = [];
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size: qr.size, path: parts.join('') };
  }, [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
