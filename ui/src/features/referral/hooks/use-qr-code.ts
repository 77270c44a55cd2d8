import { useEffect, useState } from 'react';

/**
 * The QR code of `text` as an SVG data URL, drawn in the browser by the
 * `qrcode` package (loaded with the page that shows it, not on first paint).
 * Empty while it is drawn and when it could not be.
 */
export function useQrCode(text: string, size: number): string {
  const [url, setUrl] = useState({ text: '', url: '' });
  useEffect(() => {
    if (!text) return;
    let current = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setUrl({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setUrl({ text, url: '' });
      });
    return () => {
      current = false;
    };
  }, [text, size]);
  return url.text === text ? url.url : '';
}
