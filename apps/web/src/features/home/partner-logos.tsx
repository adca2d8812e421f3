import { useT } from '../../lib/i18n';
import { homeMessages } from './i18n/messages';
/** Partner wordmarks, drawn here as SVG (no downloaded images). */
const PARTNERS = [
  {
    name: 'Nordhaus',
    mark: <rect x="4" y="12" width="16" height="16" />,
    text: 'NORDHAUS',
    style: { letterSpacing: 4, fontWeight: 500 },
  },
  {
    name: 'Kayu & Co',
    mark: <circle cx="12" cy="20" r="9" />,
    text: 'Kayu&Co',
    style: { fontStyle: 'italic', fontWeight: 400 },
  },
  {
    name: 'Oakline',
    mark: <path d="M4 28 L12 10 L20 28 Z" />,
    text: 'OAKLINE',
    style: { letterSpacing: 2, fontWeight: 300 },
  },
  {
    name: 'Rattan.id',
    mark: <path d="M4 20 q8 -14 16 0 q-8 14 -16 0 Z" />,
    text: 'rattan.id',
    style: { fontWeight: 500 },
  },
  {
    name: 'Lumen Studio',
    mark: <path d="M12 8 v24 M4 20 h16" strokeWidth={3} stroke="currentColor" />,
    text: 'LUMEN',
    style: { letterSpacing: 6, fontWeight: 400 },
  },
] as const;

export function PartnerLogos() {
  const t = useT(homeMessages);
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="visually-hidden">
          {t('partners')}
        </h2>
        <ul className="partners__list">
          {PARTNERS.map((p) => (
            <li key={p.name}>
              <svg
                className="partners__logo"
                viewBox="0 0 160 40"
                width="160"
                height="40"
                role="img"
                aria-label={p.name}
                fill="currentColor"
              >
                {p.mark}
                <text x="30" y="27" fontFamily="Jost, sans-serif" fontSize="18" {...p.style}>
                  {p.text}
                </text>
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
