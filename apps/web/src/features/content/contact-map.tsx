import { useT } from '../../lib/i18n';
import { contentMessages } from './i18n/messages';

/** A drawn street map of the showroom's neighbourhood (no map tiles to download). */
export function ContactMap() {
  const t = useT(contentMessages);
  return (
    <svg className="contact-map" viewBox="0 0 600 400" width="600" height="400" role="img" aria-label={t('mapLabel')}>
      <rect width="600" height="400" fill="#f1f1ee" />
      <g fill="#e2e2dd">
        <rect x="20" y="20" width="150" height="110" />
        <rect x="210" y="20" width="170" height="110" />
        <rect x="420" y="20" width="160" height="110" />
        <rect x="20" y="170" width="150" height="210" />
        <rect x="420" y="170" width="160" height="90" />
        <rect x="420" y="300" width="160" height="80" />
      </g>
      <rect x="210" y="170" width="170" height="210" fill="#dfe8d8" />
      <text x="295" y="290" textAnchor="middle" fontFamily="Jost, sans-serif" fontSize="14" fill="#4E8651">
        {t('mapPark')}
      </text>
      <g stroke="#fff" strokeWidth="22" fill="none">
        <path d="M0 150 H600" />
        <path d="M190 0 V400" />
        <path d="M400 0 V400" />
        <path d="M400 280 H600" strokeWidth="12" />
      </g>
      <text x="24" y="145" fontFamily="Jost, sans-serif" fontSize="12" fill="#6c6c6c">
        {t('mapStreet')}
      </text>
      <g transform="translate(400 150)">
        <path d="M0 0 C-18 -22 -18 -44 0 -50 C18 -44 18 -22 0 0 Z" fill="#111" />
        <circle cx="0" cy="-32" r="7" fill="#fff" />
      </g>
      <rect x="418" y="92" width="120" height="28" fill="#111" />
      <text x="478" y="111" textAnchor="middle" fontFamily="Jost, sans-serif" fontSize="13" fill="#fff">
        {t('mapShowroom')}
      </text>
    </svg>
  );
}
