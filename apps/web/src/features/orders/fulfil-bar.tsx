import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Courier } from '@rima/shared/constants';
import { API_PREFIX } from '@rima/shared/constants';
import { sellerOrderLabels, type BatchOrdersResult } from '@rima/shared/endpoints/fulfilment';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ordersMessages } from './i18n/messages';
import { useBatchSellerOrdersMutation, type OrderSummary } from './orders-api';
import { ShipManyDialog } from './ship-many-dialog';

const PRINTABLE = new Set(['paid', 'processing', 'shipped', 'delivered']);

/**
 * The labels PDF travels with the seller's token in a header, which a plain link cannot send: it is fetched
 * and handed to the browser as a download.
 */
async function downloadLabels(ids: readonly number[], token: string | undefined): Promise<void> {
  const res = await fetch(`${API_PREFIX}${sellerOrderLabels.path}?ids=${ids.join(',')}`, {
    headers: token ? { 'x-access-token': token } : {},
  });
  if (!res.ok) throw new Error(`Labels failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `rima-label-${ids.join('-').slice(0, 60)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Props = { orders: readonly OrderSummary[]; onClear: () => void };

/** What a seller does with the orders picked in the list: process them, print their labels, ship them. */
export function FulfilBar({ orders, onClear }: Props) {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  const token = useAppSelector((s) => s.auth.userInfo?.token);
  const [batch, { isLoading }] = useBatchSellerOrdersMutation();
  const [isPrinting, setIsPrinting] = useState(false);
  const [isShipping, setIsShipping] = useState(false);
  const [failures, setFailures] = useState<BatchOrdersResult['results']>([]);
  const toProcess = orders.filter((o) => o.status === 'paid');
  const toShip = orders.filter((o) => o.status === 'processing');
  const printable = orders.filter((o) => PRINTABLE.has(o.status));

  const report = (result: BatchOrdersResult) => {
    setFailures(result.results.filter((r) => !r.ok));
    if (result.succeeded > 0)
      notify.success(t(result.action === 'process' ? 'processedMany' : 'shippedMany', { count: result.succeeded }));
    if (result.failed === 0) onClear();
  };
  const run = async (body: Parameters<typeof batch>[0]) => {
    try {
      const result = await batch(body).unwrap();
      report(result);
      return result;
    } catch (e) {
      notify.error(errorText(e));
      return null;
    }
  };
  const print = () => {
    setIsPrinting(true);
    downloadLabels(
      printable.map((o) => o.id),
      token,
    )
      .then(() => notify.success(t('labelsReady', { count: printable.length })))
      .catch(() => notify.error(t('labelsFailed')))
      .finally(() => setIsPrinting(false));
  };

  return (
    <>
      {failures.length > 0 && (
        <Alert variant="warning" dismissible onClose={() => setFailures([])}>
          <p className="mb-1">{t('batchFailed', { count: failures.length })}</p>
          <ul className="mb-0 small">
            {failures.map((f) => (
              <li key={f.order_id}>
                {t('orderN', { id: f.order_id })}:{' '}
                {f.error ? errorText({ ...f.error, statusCode: f.error.status_code }) : ''}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {orders.length > 0 && (
        <div
          className="fulfil-bar border p-2 mb-3 d-flex flex-wrap align-items-center gap-2"
          role="group"
          aria-label={t('fulfilBar')}
        >
          <strong className="me-auto">{t('selectedOrders', { count: orders.length })}</strong>
          <Button
            size="sm"
            variant="dark"
            className="rounded-0"
            disabled={toProcess.length === 0 || isLoading}
            onClick={() => void run({ action: 'process', order_ids: toProcess.map((o) => o.id) })}
          >
            {isLoading && <Spinner animation="border" size="sm" className="me-1" />}
            {t('processMany', { count: toProcess.length })}
          </Button>
          <Button
            size="sm"
            variant="outline-dark"
            className="rounded-0"
            disabled={printable.length === 0 || isPrinting}
            onClick={print}
          >
            {isPrinting && <Spinner animation="border" size="sm" className="me-1" />}
            {t('printLabels', { count: printable.length })}
          </Button>
          <Button
            size="sm"
            variant="dark"
            className="rounded-0"
            disabled={toShip.length === 0}
            onClick={() => setIsShipping(true)}
          >
            {t('shipMany', { count: toShip.length })}
          </Button>
          <Button size="sm" variant="link" className="text-dark" onClick={onClear}>
            {t('clearSelection')}
          </Button>
        </div>
      )}
      <ShipManyDialog
        orders={toShip}
        show={isShipping && toShip.length > 0}
        isSending={isLoading}
        onHide={() => setIsShipping(false)}
        onShip={async (shipments: { order_id: number; tracking_number: string; courier: Courier }[]) => {
          const result = await run({ action: 'ship', order_ids: shipments.map((s) => s.order_id), shipments });
          if (result) setIsShipping(false);
          return result;
        }}
      />
    </>
  );
}
