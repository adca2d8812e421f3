import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FitResultWire } from '@rima/shared/api/rooms';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useLanguage, useT } from '../../lib/i18n';
import { fitReasons } from './fit-reasons';
import { roomsMessages } from './i18n/messages';
import { DoorDrawing } from './door-drawing';
import { RoomDrawing } from './room-drawing';
import { useCreateRoomMutation, useLazyGetProductFitQuery, useListRoomsQuery } from './rooms-api';

type Sizes = { room_width: string; room_depth: string; room_height: string; door_width: string; door_height: string };
const EMPTY: Sizes = { room_width: '', room_depth: '', room_height: '', door_width: '', door_height: '' };

// Each field's label is `field.<key>` in the catalogue.
const FIELDS: (keyof Sizes)[] = ['room_width', 'room_depth', 'room_height', 'door_width', 'door_height'];

const VARIANT = { fits: 'success', tight: 'warning', no: 'danger' } as const;

function FitResult({ fit }: { fit: FitResultWire }) {
  const t = useT(roomsMessages);
  const language = useLanguage();
  return (
    <div className="room-fit__result" data-testid="room-fit-result" data-verdict={fit.verdict}>
      <Alert variant={VARIANT[fit.verdict]} className="rounded-0 mb-2" role="status">
        <strong>{t(`verdict.${fit.verdict}`)}</strong>
        <ul className="mb-0 mt-1 ps-3">
          {fitReasons(fit, t, language).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Alert>
      <div className="room-fit__drawings">
        <RoomDrawing fit={fit} />
        <DoorDrawing fit={fit} />
      </div>
      {fit.packed_source === 'product' && <p className="room-fit__note">{t('ownSize')}</p>}
    </div>
  );
}

/** Saved rooms of a logged-in customer: pick one instead of typing, or save the typed sizes. */
function SavedRooms({ onPick, sizes }: { onPick: (roomId: number) => void; sizes: Sizes }) {
  const t = useT(roomsMessages);
  const errorText = useErrorText();
  const { data: rooms = [] } = useListRoomsQuery();
  const [createRoom, { isLoading, error }] = useCreateRoomMutation();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const selectId = useId();
  const nameId = useId();
  const notesId = useId();
  const complete = Object.values(sizes).every((v) => v.trim() !== '');
  return (
    <div className="room-fit__saved">
      {rooms.length > 0 && (
        <Form.Group controlId={selectId} className="mb-2">
          <Form.Label>{t('myRooms')}</Form.Label>
          <Form.Select
            defaultValue=""
            onChange={(e) => {
              if (e.target.value) onPick(Number(e.target.value));
            }}
          >
            <option value="">{t('chooseRoom')}</option>
            {rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {t(r.notes ? 'roomOptionNotes' : 'roomOption', {
                  name: r.name,
                  width: r.width,
                  depth: r.depth,
                  doorWidth: r.door_width,
                  doorHeight: r.door_height,
                  notes: r.notes,
                })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {complete && (
        <div className="room-fit__save">
          <Form.Label htmlFor={nameId} className="visually-hidden">
            {t('roomName')}
          </Form.Label>
          <Form.Control
            id={nameId}
            placeholder={t('roomNameHint')}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <Form.Label htmlFor={notesId} className="visually-hidden">
            {t('notes')}
          </Form.Label>
          <Form.Control
            id={notesId}
            placeholder={t('notesHint')}
            value={notes}
            maxLength={500}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button
            variant="outline-dark"
            className="rounded-0"
            disabled={isLoading || name.trim() === ''}
            onClick={() => {
              const n = (k: keyof Sizes) => Number(sizes[k]);
              void createRoom({
                name: name.trim(),
                width: n('room_width'),
                depth: n('room_depth'),
                height: n('room_height'),
                door_width: n('door_width'),
                door_height: n('door_height'),
                notes: notes.trim() || null,
              })
                .unwrap()
                .then(() => {
                  setName('');
                  setNotes('');
                })
                .catch(() => undefined);
            }}
          >
            {t('saveRoom')}
          </Button>
          {error && <p className="text-danger small mb-0">{errorText(error)}</p>}
        </div>
      )}
    </div>
  );
}

/** "Muat di ruangan saya?": does this product fit the shopper's room and through their door? */
export default function RoomFitPanel({ productId }: { productId: number }) {
  const t = useT(roomsMessages);
  const errorText = useErrorText();
  const isCustomer = useAppSelector((s) => s.auth.userInfo?.role === 'customer' && Boolean(s.auth.userInfo.token));
  const [sizes, setSizes] = useState<Sizes>(EMPTY);
  const [trigger, { currentData, error, isFetching }] = useLazyGetProductFitQuery();
  const formId = useId();

  const check = (params: Record<string, string>) => void trigger({ productId, params }, true);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const params: Record<string, string> = {};
    for (const key of FIELDS) if (sizes[key].trim() !== '') params[key] = sizes[key].trim();
    check(params);
  };

  return (
    <div className="room-fit">
      <p className="room-fit__intro">{t('intro')}</p>
      {isCustomer && <SavedRooms sizes={sizes} onPick={(roomId) => check({ room_id: String(roomId) })} />}
      <Form onSubmit={onSubmit} noValidate aria-label={t('sizes')}>
        <div className="room-fit__grid">
          {FIELDS.map((key) => (
            <Form.Group key={key} controlId={`${formId}-${key}`}>
              <Form.Label>{t(`field.${key}`)}</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={1}
                step="any"
                value={sizes[key]}
                onChange={(e) => setSizes((s) => ({ ...s, [key]: e.target.value }))}
              />
            </Form.Group>
          ))}
        </div>
        <Button type="submit" variant="dark" className="rounded-0 mt-2" disabled={isFetching}>
          {isFetching ? t('checking') : t('check')}
        </Button>
      </Form>
      {error && !isFetching && (
        <Alert variant="danger" className="rounded-0 mt-2" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {currentData && !error && <FitResult fit={currentData} />}
    </div>
  );
}
