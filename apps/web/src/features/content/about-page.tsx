import { PageBanner } from '../../components/layout/page-banner';
import { TestimonialCarousel } from '../../components/testimonial-carousel';
import { useDocumentTitle } from '../../lib/use-document-title';

// spec §2: the six-point feature list, in this order.
const FEATURES = [
  {
    icon: 'bi-gem',
    title: 'Unique design',
    text: 'Pieces drawn by small studios and made in short runs, not found in every mall.',
  },
  {
    icon: 'bi-shield-check',
    title: 'Warranty policy',
    text: 'Every product carries a one-year warranty on joints, frames and hardware.',
  },
  {
    icon: 'bi-hammer',
    title: 'Handcrafted quality',
    text: 'Kiln-dried timber, hand-finished joints and natural oils instead of heavy lacquer.',
  },
  {
    icon: 'bi-headset',
    title: 'Dedicated support',
    text: 'Real people answer in Bahasa Indonesia and English, six days a week.',
  },
  {
    icon: 'bi-stars',
    title: 'Amazing features',
    text: 'Real dimensions, weights and materials on every product, so it fits the first time.',
  },
  {
    icon: 'bi-sliders',
    title: 'Easy customization',
    text: 'Ask a store for another finish, fabric or size: many build to order.',
  },
] as const;

const TEAM = [
  { name: 'Rina Wijaya', role: 'Founder', initials: 'RW' },
  { name: 'Made Surya', role: 'Head of Design', initials: 'MS' },
  { name: 'Ayu Kartika', role: 'Seller Success', initials: 'AK' },
  { name: 'Bagus Hartono', role: 'Logistics', initials: 'BH' },
] as const;

export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageBanner title="About Us" subtitle="The people and the promise behind RIMA" />
      <section className="container content-section">
        <div className="row g-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="section-kicker">Our story</p>
            <h2 className="section-title">Furniture worth keeping</h2>
          </div>
          <div className="col-12 col-lg-6">
            <p className="lead fw-light">
              RIMA began in 2022 in a Jepara workshop, with one question: why is good, honest furniture so hard to buy
              online in Indonesia?
            </p>
            <p className="text-muted">
              Today independent stores from Jepara, Cirebon, Bali and Jakarta sell on RIMA. We check every store, show
              real measurements and keep prices in rupiah with no surprises at checkout.
            </p>
          </div>
        </div>
      </section>

      <section className="container content-section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title text-center">
          Why shop with us
        </h2>
        <ul className="row g-4 list-unstyled feature-list">
          {FEATURES.map((f) => (
            <li key={f.title} className="col-12 col-md-6 col-lg-4">
              <div className="feature">
                <i className={`bi ${f.icon} feature__icon`} aria-hidden="true" />
                <h3 className="feature__title">{f.title}</h3>
                <p className="feature__text">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="container content-section" aria-labelledby="team-title">
        <h2 id="team-title" className="section-title text-center">
          Meet the team
        </h2>
        <ul className="row g-4 list-unstyled">
          {TEAM.map((m) => (
            <li key={m.name} className="col-6 col-lg-3 text-center">
              <div className="team-member__portrait" role="img" aria-label={`Portrait of ${m.name}`}>
                {m.initials}
              </div>
              <h3 className="team-member__name">{m.name}</h3>
              <p className="team-member__role">{m.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <TestimonialCarousel />
    </>
  );
}
