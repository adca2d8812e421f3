import { useState, type FormEvent } from 'react';
import type { StoreProfile } from '@rima/shared/endpoints/seller-center';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { addDays, wibToday } from './dashboard-range';
import { sellerMessages } from './i18n/messages';
import { QuickRepliesEditor } from './quick-replies-editor';
import { useGetStoreProfileQuery, useUpdateStoreProfileMutation } from './seller-api';
import { LabelledInput } from './labelled-input';
import './seller.css';

/** /seller/store: the store's city, opening hours and holiday mode, and its chat quick replies. */
export default function StoreProfilePage() {
  const t = useT(sellerMessages);
  useDocumentTitle(t('storeTitle'));
  const { data } = useGetStoreProfileQuery();
  return (
    <>
      <PageBanner title={t('storeTitle')} subtitle={t('storeSubtitle')} />
      <section className="container py-4 seller-home">
        <SellerTabs />
        <div className="row g-4">
          {data ? <ProfileForms data={data} /> : <div className="col-12 seller-chart-placeholder placeholder-glow" />}
          <div className="col-12">
            <QuickRepliesEditor />
          </div>
        </div>
      </section>
    </>
  );
}

/** The hours and holiday forms, started from the saved profile. */
function ProfileForms({ data }: { data: StoreProfile }) {
  const t = useT(sellerMessages);
  const format = useFormat();
  const errorText = useErrorText();
  const [save, { isLoading }] = useUpdateStoreProfileMutation();
  const today = wibToday();
  const [hours, setHours] = useState({ opens_at: data.opens_at ?? '', closes_at: data.closes_at ?? '' });
  const [holiday, setHoliday] = useState(
    data.holiday
      ? { from: data.holiday.from, until: data.holiday.until, note: data.holiday.note }
      : { from: today, until: addDays(today, 2), note: '' },
  );

  async function send(patch: Parameters<typeof save>[0]) {
    try {
      await save(patch).unwrap();
      notify.success(t('saved'));
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  const submitHours = (event: FormEvent) => {
    event.preventDefault();
    void send({ opens_at: hours.opens_at || null, closes_at: hours.closes_at || null });
  };
  const submitHoliday = (event: FormEvent) => {
    event.preventDefault();
    void send({ holiday: { from: holiday.from, until: holiday.until, note: holiday.note } });
  };

  return (
    <>
      <div className="col-12 col-lg-6">
        <h2 className="h5">{t('city')}</h2>
        <p data-testid="store-city">{data.city ?? t('noCity')}</p>

        <form onSubmit={submitHours} className="mb-4" aria-label={t('hours')}>
          <h2 className="h5">{t('hours')}</h2>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <LabelledInput
              label={t('opensAt')}
              type="time"
              value={hours.opens_at}
              onChange={(e) => setHours((h) => ({ ...h, opens_at: e.target.value }))}
            />
            <LabelledInput
              label={t('closesAt')}
              type="time"
              value={hours.closes_at}
              onChange={(e) => setHours((h) => ({ ...h, closes_at: e.target.value }))}
            />
            <button type="submit" className="btn btn-dark rounded-0" disabled={isLoading}>
              {t('save')}
            </button>
          </div>
        </form>
      </div>

      <div className="col-12 col-lg-6">
        <form onSubmit={submitHoliday} aria-label={t('holiday')}>
          <h2 className="h5">{t('holiday')}</h2>
          <p className="small text-muted">{t('holidayHelp')}</p>
          <p className="fw-medium" role="status" data-testid="holiday-status">
            {data.holiday
              ? t('holidayOn', {
                  from: format.date(`${data.holiday.from}T00:00:00+07:00`),
                  until: format.date(`${data.holiday.until}T00:00:00+07:00`),
                  reopens: format.date(`${data.holiday.reopens_on}T00:00:00+07:00`),
                })
              : t('holidayOff')}
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
            <LabelledInput
              label={t('holidayFrom')}
              type="date"
              value={holiday.from}
              min={today}
              onChange={(e) => setHoliday((h) => ({ ...h, from: e.target.value }))}
            />
            <LabelledInput
              label={t('holidayUntil')}
              type="date"
              value={holiday.until}
              min={holiday.from}
              onChange={(e) => setHoliday((h) => ({ ...h, until: e.target.value }))}
            />
          </div>
          <label className="small d-block mb-2">
            {t('holidayNote')}
            <input
              className="form-control rounded-0"
              maxLength={200}
              value={holiday.note}
              onChange={(e) => setHoliday((h) => ({ ...h, note: e.target.value }))}
            />
          </label>
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-dark rounded-0" disabled={isLoading}>
              {t('save')}
            </button>
            {data.holiday && (
              <button
                type="button"
                className="btn btn-outline-dark rounded-0"
                disabled={isLoading}
                onClick={() => void send({ holiday: null })}
              >
                {t('endHoliday')}
              </button>
            )}
          </div>
        </form>
      </div>
    </>
  );
}
