import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContactMessage } from '@rima/shared/api/ops';
import { formatDateTime } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListContactQuery, useMarkHandledMutation, useReplyContactMutation } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { Loading, OpsPage, Pager, run } from './ops-ui';

function ReplyForm({ message }: { message: ContactMessage }) {
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useReplyContactMutation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(reply({ id: message.id, text }).unwrap(), `Reply sent to ${message.email}`)) setText('');
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-2">
      <Form.Group controlId={`reply-${message.id}`}>
        <Form.Label className="small">{T.reply}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          className="rounded-0"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="dark" className="rounded-0 mt-2" disabled={isLoading || !text.trim()}>
        {T.sendReply}
      </Button>
    </Form>
  );
}

/** Issue 14: /ops/contact — the contact form's messages: reply by e-mail, mark handled. */
export default function OpsContactPage() {
  const [handled, setHandled] = useState('false');
  const [page, setPage] = useState(1);
  const { data, error } = useListContactQuery({ handled, page });
  const [mark] = useMarkHandledMutation();
  return (
    <OpsPage
      title={T.nav.contact}
      actions={
        <Form.Select
          aria-label="Show"
          className="rounded-0 w-auto"
          value={handled}
          onChange={(e) => {
            setHandled(e.target.value);
            setPage(1);
          }}
        >
          <option value="false">Not handled</option>
          <option value="true">Handled</option>
          <option value="all">All</option>
        </Form.Select>
      }
    >
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-muted">{T.empty}</p>
      ) : (
        <ul className="list-unstyled">
          {data.data.map((m) => (
            <li key={m.id} className="border p-3 mb-3" aria-label={`Message from ${m.name}`}>
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <strong className="text-break">
                  {m.name} · {m.email}
                </strong>
                <span className="small text-muted">
                  {m.plan} · {formatDateTime(m.created_at)}
                </span>
              </div>
              <p className="my-2 text-break ops-pre">{m.message}</p>
              {m.replies.map((r) => (
                <div key={r.id} className="small border-start ps-2 mb-2 text-break ops-pre">
                  <span className="text-muted">Reply, {formatDateTime(r.created_at)}: </span>
                  {r.text}
                </div>
              ))}
              <ReplyForm message={m} />
              <Button
                size="sm"
                variant="link"
                className="text-dark ps-0"
                onClick={() => void run(mark({ id: m.id, handled: !m.handled_at }).unwrap(), 'Saved')}
              >
                {m.handled_at ? T.markUnhandled : T.markHandled}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} totalPage={data.totalPage} onPage={setPage} />}
    </OpsPage>
  );
}
