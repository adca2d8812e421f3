import Accordion from 'react-bootstrap/Accordion';
import { Link } from '../../lib/link';
import { PageBanner } from '../../components/layout/page-banner';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contentMessages } from './i18n/messages';

// spec §2: Shopping, Payment, Miscellaneous.
const SECTIONS = [
  {
    id: 'shopping',
    title: 'faqShopping',
    items: [
      ['faqSizeQ', 'faqSizeA'],
      ['faqStoresQ', 'faqStoresA'],
      ['faqColoursQ', 'faqColoursA'],
    ],
  },
  {
    id: 'payment',
    title: 'faqPayment',
    items: [
      ['faqMethodsQ', 'faqMethodsA'],
      ['faqFinalQ', 'faqFinalA'],
      ['faqChargedQ', 'faqChargedA'],
    ],
  },
  {
    id: 'misc',
    title: 'faqMisc',
    items: [
      ['faqReturnQ', 'faqReturnA'],
      ['faqJavaQ', 'faqJavaA'],
      ['faqSellerQ', 'faqSellerA'],
    ],
  },
] as const;

export default function FaqPage() {
  const t = useT(contentMessages);
  useDocumentTitle(t('faqTitle'));
  return (
    <>
      <PageBanner title={t('faqTitle')} subtitle={t('faqSubtitle')} />
      <div className="container content-section faq">
        {SECTIONS.map((section) => (
          <section key={section.id} className="faq__section" aria-labelledby={`faq-${section.id}`}>
            <h2 id={`faq-${section.id}`} className="section-title">
              {t(section.title)}
            </h2>
            <Accordion flush>
              {section.items.map(([question, answer], i) => (
                <Accordion.Item key={question} eventKey={String(i)}>
                  <Accordion.Header as="h3">{t(question)}</Accordion.Header>
                  <Accordion.Body>{t(answer)}</Accordion.Body>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}
        <div className="text-center mt-5">
          <p className="lead fw-light">{t('faqStill')}</p>
          <Link to="/page/contact" className="btn btn-dark rounded-0 px-5 py-3">
            {t('contactUs')}
          </Link>
        </div>
      </div>
    </>
  );
}
