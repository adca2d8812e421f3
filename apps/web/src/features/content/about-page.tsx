import type { ReactNode } from 'react';
import { PageBanner } from '../../components/layout/page-banner';
import { TestimonialCarousel } from '../../components/testimonial-carousel';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contentMessages } from './i18n/messages';

// spec §2: the six-point feature list, in this order.
const FEATURES = [
  { icon: 'bi-gem', title: 'featureDesignTitle', text: 'featureDesignText' },
  { icon: 'bi-shield-check', title: 'featureWarrantyTitle', text: 'featureWarrantyText' },
  { icon: 'bi-hammer', title: 'featureQualityTitle', text: 'featureQualityText' },
  { icon: 'bi-headset', title: 'featureSupportTitle', text: 'featureSupportText' },
  { icon: 'bi-stars', title: 'featureFeaturesTitle', text: 'featureFeaturesText' },
  { icon: 'bi-sliders', title: 'featureCustomTitle', text: 'featureCustomText' },
] as const;

const TEAM = [
  { name: 'Rina Wijaya', role: 'roleFounder', initials: 'RW' },
  { name: 'Made Surya', role: 'roleDesign', initials: 'MS' },
  { name: 'Ayu Kartika', role: 'roleSellers', initials: 'AK' },
  { name: 'Bagus Hartono', role: 'roleLogistics', initials: 'BH' },
] as const;

/** A centred section title over a list. */
function ListSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className="container content-section" aria-labelledby={id}>
      <h2 id={id} className="section-title text-center">
        {title}
      </h2>
      <ul className={className}>{children}</ul>
    </section>
  );
}

export default function AboutPage() {
  const t = useT(contentMessages);
  useDocumentTitle(t('aboutTitle'));
  return (
    <>
      <PageBanner title={t('aboutTitle')} subtitle={t('aboutSubtitle')} />
      <section className="container content-section">
        <div className="row g-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="section-kicker">{t('storyKicker')}</p>
            <h2 className="section-title">{t('storyTitle')}</h2>
          </div>
          <div className="col-12 col-lg-6">
            <p className="lead fw-light">{t('storyLead')}</p>
            <p className="text-muted">{t('storyText')}</p>
          </div>
        </div>
      </section>

      <ListSection id="features-title" title={t('featuresTitle')} className="row g-4 list-unstyled feature-list">
        {FEATURES.map((f) => (
          <li key={f.title} className="col-12 col-md-6 col-lg-4">
            <div className="feature">
              <i className={`bi ${f.icon} feature__icon`} aria-hidden="true" />
              <h3 className="feature__title">{t(f.title)}</h3>
              <p className="feature__text">{t(f.text)}</p>
            </div>
          </li>
        ))}
      </ListSection>

      <ListSection id="team-title" title={t('teamTitle')} className="row g-4 list-unstyled">
        {TEAM.map((m) => (
          <li key={m.name} className="col-6 col-lg-3 text-center">
            <div className="team-member__portrait" role="img" aria-label={t('portraitOf', { name: m.name })}>
              {m.initials}
            </div>
            <h3 className="team-member__name">{m.name}</h3>
            <p className="team-member__role">{t(m.role)}</p>
          </li>
        ))}
      </ListSection>

      <TestimonialCarousel />
    </>
  );
}
