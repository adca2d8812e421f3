import Accordion from 'react-bootstrap/Accordion';
import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { useDocumentTitle } from '../../lib/use-document-title';

const SECTIONS = [
  {
    title: 'Shopping',
    items: [
      [
        'How do I find the right size?',
        'Every product lists its width, depth and height in centimetres and its weight under “Additional information”. Measure your doorways too.',
      ],
      [
        'Can I buy from several stores at once?',
        'Yes. Your cart can hold products from different stores; each store ships its own parcel.',
      ],
      [
        'Are the colours accurate?',
        'Our sellers photograph in daylight, but natural wood and rattan vary from piece to piece. That is part of their charm.',
      ],
    ],
  },
  {
    title: 'Payment',
    items: [
      [
        'Which payment methods do you accept?',
        'Visa and Mastercard cards, and bank transfer through Mandiri or BCA virtual accounts.',
      ],
      ['Are prices final?', 'Prices are in rupiah (IDR) and include VAT. Shipping is shown before you pay.'],
      [
        'When is my card charged?',
        'When you confirm the payment; a store then has two working days to accept the order.',
      ],
    ],
  },
  {
    title: 'Miscellaneous',
    items: [
      [
        'Can I return a product?',
        'Within 7 days of delivery if it arrives damaged or differs from its description. Contact the store from your order page.',
      ],
      [
        'Do you deliver outside Java?',
        'Most stores deliver to Bali, Sumatra and Sulawesi; the delivery time shows at checkout.',
      ],
      ['How do I become a seller?', 'Register as a seller with your store name and start listing products right away.'],
    ],
  },
] as const;

export default function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <>
      <PageBanner title="FAQ" subtitle="Answers to the questions we hear most" />
      <div className="container content-section faq">
        {SECTIONS.map((section) => (
          <section key={section.title} className="faq__section" aria-labelledby={`faq-${section.title}`}>
            <h2 id={`faq-${section.title}`} className="section-title">
              {section.title}
            </h2>
            <Accordion flush>
              {section.items.map(([question, answer], i) => (
                <Accordion.Item key={question} eventKey={String(i)}>
                  <Accordion.Header as="h3">{question}</Accordion.Header>
                  <Accordion.Body>{answer}</Accordion.Body>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}
        <div className="text-center mt-5">
          <p className="lead fw-light">Still have a question?</p>
          <Link to="/page/contact" className="btn btn-dark rounded-0 px-5 py-3">
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
