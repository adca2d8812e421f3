import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FitResultWire } from '@rima/shared/api/rooms';
import { useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { RoomDrawing } from './room-drawing';
import { useCreateRoomMutation, useLazyGetProductFitQuery, useListRoomsQuery } from './rooms-api';

type Sizes = { room_width: string; room_depth: string; room_height: string; door_width: string; door_height: string };
const EMPTY: Sizes = { room_width: '', room_depth: '', room_height: '', door_width: '', door_height: '' };

const FIELDS: { key: keyof Sizes; label: string }[] = [
  { key: 'room_width', label: 'Room width' },
  { key: 'room_depth', label: 'Room depth' },
  { key: 'room_height', label: 'Ceiling height' },
  { key: 'door_width', label: 'Door width' },
  { key: 'door_height', label: 'Door height' },
];

const VERDICT = {
  fits: { variant: 'success', title: 'It fits' },
  tight: { variant: 'warning', title: 'It fits, but it is tight' },
  no: { variant: 'danger', title: 'It does not fit' },
} as const;

function FitResult({ fit }: { fit: FitResultWire }) {
  const v = VERDICT[fit.verdict];
  return (
    <div className="room-fit__result" data-testid="room-fit-result" data-verdict={fit.verdict}>
      <Alert variant={v.variant} className="rounded-0 mb-2" role="status">
        <strong>{v.title}</strong>
        <ul className="mb-0 mt-1 ps-3">
          {fit.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Alert>
      <RoomDrawing fit={fit} />
      {fit.packed_source === 'product' && (
        <p className="room-fit__note">Checked with the product&apos;s own size: it has no separate packed size.</p>
      )}
    </div>
  );
}

/** Saved rooms of a logged-in customer: pick one instead of typing, or save the typed sizes. */
function SavedRooms({ onPick, sizes }: { onPick: (roomId: number) => void; sizes: Sizes }) {
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
          <Form.Label>My rooms</Form.Label>
          <Form.Select
            defaultValue=""
            onChange={(e) => {
              if (e.target.value) onPick(Number(e.target.value));
            }}
          >
            <option value="">Choose a saved room…</option>
            {rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} ({r.width} × {r.depth} cm, door {r.door_width} × {r.door_height}
                {r.notes ? `; ${r.notes}` : ''})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {complete && (
        <div className="room-fit__save">
          <Form.Label htmlFor={nameId} className="visually-hidden">
            Room name
          </Form.Label>
          <Form.Control
            id={nameId}
            placeholder="Room name, e.g. Kamar tidur"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <Form.Label htmlFor={notesId} className="visually-hidden">
            Stairs, lift or a tight turn on the way in
          </Form.Label>
          <Form.Control
            id={notesId}
            placeholder="Stairs, lift, tight turn… (optional)"
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
            Save room
          </Button>
          {error && <p className="text-danger small mb-0">{getErrorMessage(error)}</p>}
        </div>
      )}
    </div>
  );
}

/** "Muat di ruangan saya?": does this product fit the shopper's room and through their door? */
export default function RoomFitPanel({ productId }: { productId: number }) {
  const isCustomer = useAppSelector((s) => s.auth.userInfo?.role === 'customer' && Boolean(s.auth.userInfo.token));
  const [sizes, setSizes] = useState<Sizes>(EMPTY);
  const [trigger, { currentData, error, isFetching }] = useLazyGetProductFitQuery();
  const formId = useId();

  const check = (params: Record<string, string>) => void trigger({ productId, params }, true);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const params: Record<string, string> = {};
    for (const { key } of FIELDS) if (sizes[key].trim() !== '') params[key] = sizes[key].trim();
    check(params);
  };

  return (
    <div className="room-fit">
      <p className="room-fit__intro">
        Type your room and the narrowest door on the way in (cm). Leave the room empty to check the door only.
      </p>
      {isCustomer && <SavedRooms sizes={sizes} onPick={(roomId) => check({ room_id: String(roomId) })} />}
      <Form onSubmit={onSubmit} noValidate aria-label="Room and door sizes">
        <div className="room-fit__grid">
          {FIELDS.map(({ key, label }) => (
            <Form.Group key={key} controlId={`${formId}-${key}`}>
              <Form.Label>{label} (cm)</Form.Label>
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
          {isFetching ? 'Checking…' : 'Check fit'}
        </Button>
      </Form>
      {error && !isFetching && (
        <Alert variant="danger" className="rounded-0 mt-2" role="alert">
          {getErrorMessage(error)}
        </Alert>
      )}
      {currentData && !error && <FitResult fit={currentData} />}
    </div>
  );
}
