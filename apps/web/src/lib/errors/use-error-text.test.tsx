import { setupI18n } from '@lingui/core';
import { cleanup, renderHook } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureCatalog, I18nContext } from '../i18n';
import { errorMessages } from './i18n/messages';
import { useErrorText } from './use-error-text';

afterEach(cleanup);

async function errorTextIn(language: 'en' | 'id') {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  await ensureCatalog(i18n, language, errorMessages);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContext value={i18n}>
      <Suspense>{children}</Suspense>
    </I18nContext>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

// The API's order-status messages name the statuses in the visitor's language.
describe('useErrorText', () => {
  const illegal = {
    statusCode: 409,
    message: 'An order that is shipped cannot become paid',
    key: 'orderCannotBecome',
    params: { from: 'shipped', to: 'paid' },
  };
  const actor = {
    statusCode: 403,
    message: 'The buyer cannot set an order to shipped',
    key: 'orderActorCannot',
    params: { actor: 'buyer', to: 'shipped' },
  };

  it('names order statuses and actors in Indonesian', async () => {
    const errorText = await errorTextIn('id');
    expect(errorText(illegal)).toBe('Pesanan berstatus “Dikirim” tidak dapat diubah menjadi “Menunggu Konfirmasi”');
    expect(errorText(actor)).toBe('Pembeli tidak dapat mengubah status pesanan menjadi “Dikirim”');
  });

  it('keeps the English words in English', async () => {
    const errorText = await errorTextIn('en');
    expect(errorText(illegal)).toBe(illegal.message);
    expect(errorText({ ...illegal, params: { from: 'awaiting_payment', to: 'shipped' } })).toBe(
      'An order that is awaiting payment cannot become shipped',
    );
    expect(errorText(actor)).toBe(actor.message);
  });

  it("says the operator's second-factor errors in Indonesian, from the key or the English text", async () => {
    const errorText = await errorTextIn('id');
    expect(errorText({ statusCode: 401, code: 'MFA_REQUIRED', message: 'x', key: 'mfaRequired' })).toBe(
      'Masukkan kode 6 digit dari aplikasi autentikator Anda, atau kode pemulihan',
    );
    expect(
      errorText({ statusCode: 401, message: 'The code is wrong or was used already. Try the next code of your app.' }),
    ).toBe('Kode salah atau sudah dipakai. Coba kode berikutnya dari aplikasi Anda.');
  });
});
