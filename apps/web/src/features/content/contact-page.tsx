import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBodySchema } from '@rima/shared/api/catalog';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactMap } from './contact-map';
import { useSendContactMutation } from './content-api';
import { contentMessages } from './i18n/messages';

type ContactInput = z.input<typeof contactBodySchema>;
type ContactValues = z.output<typeof contactBodySchema>;

const PLANS = [
  { value: 'business', label: 'planBusiness' },
  { value: 'free', label: 'planFree' },
  { value: 'premium', label: 'planPremium' },
] as const;

export default function ContactPage() {
  const t = useT(contentMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('contactTitle'));
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
      notify.error(errorText(error));
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
        {errorText(errors[name]?.message)}
      </div>
    );

  return (
    <>
      <PageBanner title={t('contactUs')} subtitle={t('contactSubtitle')} />
      <div className="container content-section">
        <div className="row g-5">
          <div className="col-12 col-lg-7">
            {isSuccess ? (
              <div className="contact-confirmation" role="status">
                <i className="bi bi-check2-circle" aria-hidden="true" />
                <h2 className="section-title">{t('contactThanks')}</h2>
                <p className="text-muted">{t('contactAnswerTime')}</p>
                <button type="button" className="btn btn-outline-dark rounded-0 px-4" onClick={resetMutation}>
                  {t('contactAnother')}
                </button>
              </div>
            ) : (
              <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="contact-form">
                <h2 className="section-title">{t('contactFormTitle')}</h2>
                <div className="row g-3">
                  <div className="col-12 col-md-6">
                    <label htmlFor="contact-name" className="form-label">
                      {t('contactName')}
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
                      {t('contactEmail')}
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
                      {rich(t('contactWebsite'), { muted: (text) => <span className="text-muted">{text}</span> })}
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
                      {t('contactPlan')}
                    </label>
                    <select className="form-select rounded-0" defaultValue="" {...field('plan')} {...register('plan')}>
                      <option value="" disabled>
                        {t('contactChoosePlan')}
                      </option>
                      {PLANS.map((p) => (
                        <option key={p.value} value={p.value}>
                          {t(p.label)}
                        </option>
                      ))}
                    </select>
                    {error('plan')}
                  </div>
                  <div className="col-12">
                    <label htmlFor="contact-message" className="form-label">
                      {t('contactMessage')}
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
                  {isLoading ? t('contactSending') : t('contactSend')}
                </button>
              </form>
            )}
          </div>
          <div className="col-12 col-lg-5">
            <ContactMap />
            <address className="contact-details mt-4">
              <p className="mb-1">{t('showroomAddress')}</p>
              <p className="mb-1">
                <a href="mailto:hello@rima.co.id">hello@rima.co.id</a> · <a href="tel:+62215550188">+62 21 555 0188</a>
              </p>
              <p className="mb-0 text-muted">{t('contactHours')}</p>
            </address>
          </div>
        </div>
      </div>
    </>
  );
}
