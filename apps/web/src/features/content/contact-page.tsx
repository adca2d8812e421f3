import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBodySchema } from '@rima/shared/api/catalog';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactMap } from './contact-map';
import { useSendContactMutation } from './content-api';

type ContactInput = z.input<typeof contactBodySchema>;
type ContactValues = z.output<typeof contactBodySchema>;

const PLANS = [
  { value: 'business', label: 'Business' },
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
] as const;

export default function ContactPage() {
  useDocumentTitle('Contact');
  const [sendContact, { isLoading, isSuccess, reset: resetMutation }] = useSendContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: { name: '', email: '', website: '', message: '' },
  });

  async function onSubmit(values: ContactValues) {
    try {
      await sendContact(values).unwrap();
      reset();
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const error = (name: keyof ContactInput) =>
    errors[name] && (
      <div id={`contact-${name}-error`} className="invalid-feedback d-block">
        {errors[name]?.message}
      </div>
    );

  return (
    <>
      <PageBanner title="Contact Us" subtitle="Questions about a product, an order or selling on RIMA? Write to us." />
      <div className="container content-section">
        <div className="row g-5">
          <div className="col-12 col-lg-7">
            {isSuccess ? (
              <div className="contact-confirmation" role="status">
                <i className="bi bi-check2-circle" aria-hidden="true" />
                <h2 className="section-title">Thank you, your message is on its way</h2>
                <p className="text-muted">We answer every message within one working day.</p>
                <button type="button" className="btn btn-outline-dark rounded-0 px-4" onClick={resetMutation}>
                  Send another message
                </button>
              </div>
            ) : (
              <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="contact-form">
                <h2 className="section-title">Send us a message</h2>
                <div className="row g-3">
                  <div className="col-12 col-md-6">
                    <label htmlFor="contact-name" className="form-label">
                      Name
                    </label>
                    <input
                      className="form-control rounded-0"
                      autoComplete="name"
                      {...field('name')}
                      {...register('name')}
                    />
                    {error('name')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="contact-email" className="form-label">
                      Email
                    </label>
                    <input
                      type="email"
                      className="form-control rounded-0"
                      autoComplete="email"
                      {...field('email')}
                      {...register('email')}
                    />
                    {error('email')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="contact-website" className="form-label">
                      Website <span className="text-muted">(optional)</span>
                    </label>
                    <input
                      type="url"
                      className="form-control rounded-0"
                      autoComplete="url"
                      {...field('website')}
                      {...register('website')}
                    />
                    {error('website')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="contact-plan" className="form-label">
                      Plan
                    </label>
                    <select className="form-select rounded-0" defaultValue="" {...field('plan')} {...register('plan')}>
                      <option value="" disabled>
                        Choose a plan
                      </option>
                      {PLANS.map((p) => (
                        <option key={p.value} value={p.value}>
                          {p.label}
                        </option>
                      ))}
                    </select>
                    {error('plan')}
                  </div>
                  <div className="col-12">
                    <label htmlFor="contact-message" className="form-label">
                      Message
                    </label>
                    <textarea
                      className="form-control rounded-0"
                      rows={6}
                      {...field('message')}
                      {...register('message')}
                    />
                    {error('message')}
                  </div>
                </div>
                <button type="submit" className="btn btn-dark rounded-0 px-5 py-3 mt-4" disabled={isLoading}>
                  {isLoading ? 'Sending…' : 'Send Message'}
                </button>
              </form>
            )}
          </div>
          <div className="col-12 col-lg-5">
            <ContactMap />
            <address className="contact-details mt-4">
              <p className="mb-1">Jl. Kemang Raya No. 8, Jakarta Selatan 12730</p>
              <p className="mb-1">
                <a href="mailto:hello@rima.co.id">hello@rima.co.id</a> · <a href="tel:+62215550188">+62 21 555 0188</a>
              </p>
              <p className="mb-0 text-muted">Mon – Sat, 09.00 – 18.00 WIB</p>
            </address>
          </div>
        </div>
      </div>
    </>
  );
}
