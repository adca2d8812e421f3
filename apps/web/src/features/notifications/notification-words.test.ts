import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadTranslate } from '../../lib/i18n';
import { notificationsMessages } from './i18n/messages';
import { notificationWords } from './notification-words';

// A notification is shown in the viewer's language from its key and parameters.
describe('notification words', () => {
  const stored = { title: 'New order', text: 'Budi placed order #41 (Rp1.250.000).' };
  const keyed = { ...stored, key: 'orderCreated', params: { buyer: 'Budi', orderId: 41, total: 1_250_000 } };

  it('are the stored English in English', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const t = await loadTranslate(i18n, notificationsMessages);
    expect(notificationWords(t, 'en', keyed)).toEqual(stored);
  });

  it('are Indonesian with Indonesian prices for an Indonesian viewer', async () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: {} } });
    const t = await loadTranslate(i18n, notificationsMessages);
    expect(notificationWords(t, 'id', keyed)).toEqual({
      title: 'Pesanan baru',
      text: 'Budi membuat pesanan #41 (Rp1.250.000).',
    });
    expect(
      notificationWords(t, 'id', {
        title: 'Refund sent',
        text: '',
        key: 'refundSent',
        params: { amount: 50_000, orderId: 7, method: 'mandiri' },
      }).text,
    ).toBe('Rp50.000 untuk pesanan #7 yang dibatalkan sedang dikembalikan ke rekening Mandiri Anda.');
  });

  it('are the stored text for a notification without a key', async () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: {} } });
    const t = await loadTranslate(i18n, notificationsMessages);
    const old = { title: 'Welcome', text: 'Hello', key: null, params: null };
    expect(notificationWords(t, 'id', old)).toEqual({ title: 'Welcome', text: 'Hello' });
  });
});
