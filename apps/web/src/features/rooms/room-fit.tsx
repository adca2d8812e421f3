import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useT } from '../../lib/i18n';
import { roomsMessages } from './i18n/messages';
import './rooms.css';

// The form, the drawing and its API calls load only when a shopper opens the panel.
const RoomFitPanel = lazy(() => import('./room-fit-panel'));

/** The "Muat di ruangan saya?" toggle on the product page; renders nothing for a product without a size. */
export function RoomFit({ productId, hasSize }: { productId: number; hasSize: boolean }) {
  const t = useT(roomsMessages);
  const [open, setOpen] = useState(false);
  if (!hasSize) return null;
  return (
    <section className="room-fit-box" aria-labelledby={`room-fit-${productId}`}>
      <Button
        id={`room-fit-${productId}`}
        variant="outline-dark"
        className="rounded-0 room-fit-box__toggle"
        aria-expanded={open}
        aria-controls={`room-fit-panel-${productId}`}
        onClick={() => setOpen((o) => !o)}
      >
        {t('toggle')}
      </Button>
      {open && (
        <div id={`room-fit-panel-${productId}`}>
          <Suspense fallback={<p className="small text-muted mt-2">{t('loading')}</p>}>
            <RoomFitPanel productId={productId} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
