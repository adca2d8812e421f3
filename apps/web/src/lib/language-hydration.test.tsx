// A part of a server-rendered page that hydrates late (a lazy chunk inside a Suspense boundary, such as the
// header's search box) while the visitor switches language: it must show the new language, not keep the
// server's attributes (React does not patch attributes that differ when it hydrates).
import { act, lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../components/i18n/messages';
import { changeLanguage, ensureCatalog, i18n, I18nContext, startI18n, useT } from './i18n';
import { LanguageSuspense } from './language-suspense';

function SearchBox() {
  const t = useT(commonMessages);
  return <input aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} />;
}

function Page({ Box }: { Box: ComponentType }) {
  return (
    <I18nContext value={i18n}>
      <LanguageSuspense fallback={<p>loading</p>}>
        <Box />
      </LanguageSuspense>
    </I18nContext>
  );
}

// hydrateRoot used directly, outside Testing Library's render
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(async () => {
  await act(() => changeLanguage('en', { remember: false }));
  document.body.innerHTML = '';
});

/** The page rendered on the server in English, hydrating in the browser while its box's chunk has not arrived. */
async function serverRenderedLate() {
  await ensureCatalog(i18n, 'en', commonMessages);
  await ensureCatalog(i18n, 'id', commonMessages);
  startI18n('en');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Box={SearchBox} />);
  document.body.append(container);
  expect(container.querySelector('input')?.getAttribute('aria-label')).toBe('Search products');

  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Late = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  await act(async () => {
    hydrateRoot(container, <Page Box={Late} />);
    await Promise.resolve();
  });
  return { container, arrive: (Box: ComponentType) => arrive({ default: Box }) };
}

describe('a server-rendered part whose chunk arrives late (LanguageSuspense)', () => {
  it('shows the language chosen before it hydrated', async () => {
    const { container, arrive } = await serverRenderedLate();
    await act(() => changeLanguage('id', { remember: false }));
    await act(async () => {
      arrive(SearchBox);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const input = container.querySelector('input');
    expect(input?.getAttribute('aria-label')).toBe('Cari produk');
    expect(input?.getAttribute('placeholder')).toBe('Cari furnitur, toko…');
  });

  it('keeps the hydrated markup when the language changes afterwards, and shows the new language', async () => {
    const { container, arrive } = await serverRenderedLate();
    const input = container.querySelector('input');
    await act(async () => {
      arrive(SearchBox);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await act(() => changeLanguage('id', { remember: false }));
    expect(container.querySelector('input')).toBe(input);
    expect(input?.getAttribute('aria-label')).toBe('Cari produk');
  });
});
