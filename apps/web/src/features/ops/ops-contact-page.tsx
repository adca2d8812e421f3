import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContactMessage } from '@rima/shared/api/ops';
import { useListFilters } from '../../lib/use-list-filters';
import { useListContactQuery, useMarkHandledMutation, useReplyContactMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { FilterSelect, type FilterOptions, OpsList, OpsPage, run } from './ops-ui';

function ReplyForm({ message }: { message: ContactMessage }) {
  const t = useT(opsMessages);
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useReplyContactMutation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(reply({ id: message.id, text }).unwrap(), t('replySent', { email: message.email }))) setText('');
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-2">
      <Form.Group controlId={`reply-${message.id}`}>
        <Form.Label className="small">{t('reply')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          className="rounded-0"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="dark" className="rounded-0 mt-2" disabled={isLoading || !text.trim()}>
        {t('sendReply')}
      </Button>
    </Form>
  );
}

const HANDLED: FilterOptions = [
  ['false', 'notHandled'],
  ['true', 'handled'],
  ['all', 'all'],
];

/** /ops/contact — the contact form's messages: reply by e-mail, mark handled. */
export default function OpsContactPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ handled: 'false' });
  const result = useListContactQuery({ handled: filters.handled, page });
  const [mark] = useMarkHandledMutation();
  return (
    <OpsPage
      title={t('navContact')}
      actions={
        <FilterSelect
          label={t('show')}
          value={filters.handled}
          onChange={(v) => setFilter('handled', v)}
          options={HANDLED}
        />
      }
    >
      <OpsList result={result} onPage={setPage}>
        {(rows) => (
          <ul className="list-unstyled">
            {rows.map((m) => (
              <li key={m.id} className="border p-3 mb-3" aria-label={t('messageFrom', { name: m.name })}>
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <strong className="text-break">
                    {m.name} · {m.email}
                  </strong>
                  <span className="small text-muted">
                    {m.plan} · {format.dateTime(m.created_at)}
                  </span>
                </div>
                <p className="my-2 text-break ops-pre">{m.message}</p>
                {m.replies.map((r) => (
                  <div key={r.id} className="small border-start ps-2 mb-2 text-break ops-pre">
                    <span className="text-muted">{t('replyAt', { date: format.dateTime(r.created_at) })} </span>
                    {r.text}
                  </div>
                ))}
                <ReplyForm message={m} />
                <Button
                  size="sm"
                  variant="link"
                  className="text-dark ps-0"
                  onClick={() => void run(mark({ id: m.id, handled: !m.handled_at }).unwrap(), t('saved'))}
                >
                  {m.handled_at ? t('markUnhandled') : t('markHandled')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </OpsList>
    </OpsPage>
  );
}
