import { useEffect, useState } from 'react';

// Spec section 9: "Side-menu QR size 107".
export const QR_SIZE = 107;

/**
 * A QR code of `text`, drawn by the qrcode package. The package is fetched
 * when a code is first shown (the app download hover), not with the page.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (url) => alive && setSrc(url),
        () => alive && setSrc(null),
      );
    return () => {
      alive = false;
    };
  }, [text]);
  if (!src) return <span className="qr-code qr-code--pending" style={{ width: QR_SIZE, height: QR_SIZE }} />;
  return <img className="qr-code" src={src} width={QR_SIZE} height={QR_SIZE} alt={label} />;
}
