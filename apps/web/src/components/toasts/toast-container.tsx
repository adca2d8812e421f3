import { useEffect, useRef } from 'react';
import { ToastContainer } from 'react-toastify';

export { toast } from 'react-toastify';
import { TOAST_DEFAULT_MS } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { toastMessages } from './i18n/messages';

/**
 * react-toastify's container with its labels in the interface's language. Loaded with
 * react-toastify, when the first toast is requested, so its texts cost no page anything up front.
 */
export default function LocalizedToastContainer() {
  const t = useT(toastMessages);
  const timer = t('timer');
  const wrapper = useRef<HTMLDivElement>(null);
  // The library writes its progress bar's label itself ("notification timer"); it is renamed as bars appear.
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const rename = () => {
      for (const bar of root.querySelectorAll('[role="progressbar"][aria-label]'))
        if (bar.getAttribute('aria-label') !== timer) bar.setAttribute('aria-label', timer);
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [timer]);
  return (
    <div ref={wrapper}>
      <ToastContainer
        autoClose={TOAST_DEFAULT_MS}
        newestOnTop
        aria-label={t('region')}
        // The library's own button (not exported), with a translated label.
        closeButton={({ closeToast, theme }) => (
          <button
            type="button"
            className={`Toastify__close-button Toastify__close-button--${theme}`}
            aria-label={t('close')}
            onClick={(event) => {
              event.stopPropagation();
              closeToast(true);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 14 16">
              <path
                fillRule="evenodd"
                d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
              />
            </svg>
          </button>
        )}
      />
    </div>
  );
}
