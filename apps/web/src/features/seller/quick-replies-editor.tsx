import { useState, type FormEvent } from 'react';
import { QUICK_REPLY_MAX } from '@rima/shared/endpoints/seller-center';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { sellerMessages } from './i18n/messages';
import { useCreateQuickReplyMutation, useDeleteQuickReplyMutation, useListQuickRepliesQuery } from './seller-api';

/** The store's saved chat answers: add and delete (the chat box inserts them). */
export function QuickRepliesEditor() {
  const t = useT(sellerMessages);
  const errorText = useErrorText();
  const { data } = useListQuickRepliesQuery();
  const [create, { isLoading }] = useCreateQuickReplyMutation();
  const [remove] = useDeleteQuickReplyMutation();
  const [text, setText] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create({ text }).unwrap();
      setText('');
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  return (
    <section aria-labelledby="quick-replies-title">
      <h2 className="h5" id="quick-replies-title">
        {t('quickReplies')}
      </h2>
      <p className="small text-muted">{t('quickRepliesHelp')}</p>
      {data && data.length === 0 && <p className="text-muted">{t('noReplies')}</p>}
      <ul className="list-unstyled">
        {data?.map((r) => (
          <li key={r.id} className="d-flex gap-2 align-items-start border-bottom py-1">
            <span className="flex-grow-1 text-break">{r.text}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger rounded-0"
              aria-label={t('deleteReply', { text: r.text })}
              onClick={() => {
                remove(r.id)
                  .unwrap()
                  .catch((error: unknown) => notify.error(errorText(error)));
              }}
            >
              {t('delete')}
            </button>
          </li>
        ))}
      </ul>
      <form className="d-flex gap-2" onSubmit={(e) => void submit(e)}>
        <label className="visually-hidden" htmlFor="quick-reply-text">
          {t('newReply')}
        </label>
        <input
          id="quick-reply-text"
          className="form-control rounded-0"
          placeholder={t('newReply')}
          maxLength={QUICK_REPLY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-dark rounded-0" disabled={isLoading || !text.trim()}>
          {t('add')}
        </button>
      </form>
    </section>
  );
}
