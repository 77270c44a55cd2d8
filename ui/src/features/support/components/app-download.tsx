import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import type { ResourceLink } from '../api/get-site-links';
import { QrCode } from './qr-code';

type Props = { links: readonly ResourceLink[] };

/**
 * The side menu's app download entry (spec section 2, Side menu): hovering or
 * focusing it shows a QR code per app link of site.resources.app (iOS,
 * Android), so a visitor on a computer scans it with the phone. Hidden when the
 * operator configured no app link.
 */
export function AppDownload({ links }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The codes are drawn from the first opening on (their package is fetched then).
  const [shownOnce, setShownOnce] = useState(false);
  if (open && !shownOnce) setShownOnce(true);
  const panelId = useId();
  // Opened by hovering, focus may be elsewhere: Escape anywhere dismisses it
  // without moving the pointer (WCAG 1.4.13, content on hover).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const shown = links;
  if (shown.length === 0) return null;
  const absolute = (url: string) => new URL(url, window.location.origin).href;
  return (
    <div
      className="app-download"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="side-link side-link--quiet app-download__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // Inside the side menu, a click anywhere closes the phone drawer; this one only toggles the panel.
          e.stopPropagation();
          setOpen((v) => !v);
        }}
      >
        <Icon name="phone" size={18} />
        {t('support.appDownload')}
      </button>
      <div
        id={panelId}
        className="app-download__panel"
        hidden={!open}
        role="group"
        aria-label={t('support.appDownload')}
      >
        {shownOnce &&
          shown.map((l) => (
            <figure key={l.url} className="app-download__item">
              <QrCode text={absolute(l.url)} label={t('support.qrOf', { name: l.labelNameEn })} />
              <figcaption>
                {l.url.startsWith('/') ? (
                  <Link to={l.url}>{l.labelNameEn}</Link>
                ) : (
                  <a href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.labelNameEn}
                  </a>
                )}
              </figcaption>
            </figure>
          ))}
      </div>
    </div>
  );
}
