import { useT } from '../../lib/i18n';
import { homeMessages } from './i18n/messages';
/** The hero's line drawing of a lounge chair, side table and lamp (SVG, so nothing to download). */
export function HeroIllustration() {
  const t = useT(homeMessages);
  return (
    <svg className="hero__art" viewBox="0 0 480 400" width="480" height="400" role="img" aria-label={t('heroArt')}>
      <rect x="0" y="0" width="480" height="400" fill="#efefec" />
      <circle cx="360" cy="110" r="70" fill="#e2e1dc" />
      {/* lamp */}
      <path d="M372 92 h56 l-14 -40 h-28 Z" fill="#111" />
      <path d="M400 92 v196" stroke="#111" strokeWidth="4" />
      <path d="M376 290 h48" stroke="#111" strokeWidth="6" strokeLinecap="round" />
      {/* side table */}
      <ellipse cx="330" cy="250" rx="46" ry="10" fill="#111" />
      <path d="M330 258 v70 M306 330 h48" stroke="#111" strokeWidth="4" />
      <rect x="316" y="222" width="20" height="26" rx="3" fill="#6c6c6c" />
      <path d="M326 222 q-12 -26 -2 -40 M326 222 q14 -24 6 -44" stroke="#4E8651" strokeWidth="3" fill="none" />
      {/* chair */}
      <path d="M86 150 q20 -20 110 -14 q26 4 22 40 l-8 86 h-118 Z" fill="#49453D" />
      <path d="M70 260 q0 -30 30 -30 h120 q30 0 30 30 v16 h-180 Z" fill="#A17F25" />
      <path d="M76 276 h168 v18 h-168 Z" fill="#111" />
      <path
        d="M92 294 l-14 40 M228 294 l14 40 M140 294 v36 M180 294 v36"
        stroke="#111"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M40 336 h420" stroke="#111" strokeWidth="2" />
    </svg>
  );
}
