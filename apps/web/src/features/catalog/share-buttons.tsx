import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { productPagesMessages } from './pages/i18n/messages';
import './share-buttons.css';

/** The product's address with the chosen variant (its query), without a fragment. */
function pageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

const hasShareSheet = () => typeof navigator.share === 'function';
const noSubscription = () => () => undefined;

const whatsAppHref = (name: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(url ? `${name} ${url}` : name)}`;

/**
 * Share the product: the phone's own share sheet (Web Share API) where there is one, else a WhatsApp link
 * (the chat app Indonesian shoppers share in; the link's preview comes from the page's Open Graph tags) and
 * "copy link". Before hydration the WhatsApp link already works as a plain link.
 */
export function ShareButtons({ name }: { name: string }) {
  const t = useT(productPagesMessages);
  // The server knows no window: the first render (server and hydration) has no URL and no share sheet.
  const url = useSyncExternalStore(noSubscription, pageUrl, () => '');
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);

  async function share() {
    try {
      await navigator.share({ title: name, text: name, url: pageUrl() });
    } catch (error) {
      // The shopper closed the sheet: nothing to say. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageUrl());
      notify.success(t('linkCopied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  }

  return (
    <div className="share-buttons" role="group" aria-label={t('share')}>
      {canShare ? (
        <button type="button" className="share-buttons__item" onClick={() => void share()} data-testid="share">
          <i className="bi bi-share" aria-hidden="true" /> {t('share')}
        </button>
      ) : (
        <>
          <a
            className="share-buttons__item"
            href={whatsAppHref(name, url)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-whatsapp"
          >
            <i className="bi bi-whatsapp" aria-hidden="true" /> {t('shareWhatsApp')}
          </a>
          <button type="button" className="share-buttons__item" onClick={() => void copy()} data-testid="copy-link">
            <i className="bi bi-link-45deg" aria-hidden="true" /> {t('copyLink')}
          </button>
        </>
      )}
    </div>
  );
}
