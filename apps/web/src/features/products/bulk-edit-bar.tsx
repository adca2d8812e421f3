import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { BulkEditBody } from '@rima/shared/endpoints/seller-imports';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useBulkEditProductsMutation, useUndoBulkEditMutation } from './products-api';
import { productsMessages } from './i18n/messages';

type Action = 'price' | 'stock' | 'hide' | 'show';
type PriceMode = NonNullable<BulkEditBody['price']>['mode'];

/** How long the undo stays on screen (the server keeps it a little longer). */
const UNDO_MS = 10_000;

/** The products table's bulk edit: one change for every selected product, one confirmation, a short undo. */
export function BulkEditBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useT(productsMessages);
  const errorText = useErrorText();
  const [action, setAction] = useState<Action>('price');
  const [mode, setMode] = useState<PriceMode>('decrease');
  const [value, setValue] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [undoId, setUndoId] = useState<number | null>(null);
  const [edit, { isLoading }] = useBulkEditProductsMutation();
  const [undo, { isLoading: isUndoing }] = useUndoBulkEditMutation();

  useEffect(() => {
    if (undoId === null) return;
    const timer = setTimeout(() => setUndoId(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undoId]);

  const needsValue = action === 'price' || action === 'stock';
  const number = Number(value);
  const isValid =
    !needsValue || (value.trim() !== '' && Number.isInteger(number) && number >= (action === 'stock' ? 0 : 1));

  const body = (): BulkEditBody => {
    if (action === 'price') return { ids, price: { mode, value: number } };
    if (action === 'stock') return { ids, stock: { value: number } };
    return { ids, status: action === 'hide' ? 'hidden' : 'active' };
  };
  const summary = () => {
    const count = ids.length;
    if (action === 'price')
      return mode === 'set'
        ? t('bulkConfirmPriceSet', { count, value: number.toLocaleString('id-ID') })
        : t(mode === 'increase' ? 'bulkConfirmPriceUp' : 'bulkConfirmPriceDown', { count, value: number });
    if (action === 'stock') return t('bulkConfirmStock', { count, value: number });
    return t(action === 'hide' ? 'bulkConfirmHide' : 'bulkConfirmShow', { count });
  };

  const apply = () => {
    edit(body())
      .unwrap()
      .then((result) => {
        setUndoId(result.id);
        setIsConfirming(false);
        onDone();
      })
      .catch((e: unknown) => {
        setIsConfirming(false);
        notify.error(errorText(e));
      });
  };
  const undoLast = () => {
    if (undoId === null) return;
    undo(undoId)
      .unwrap()
      .then(() => notify.success(t('bulkUndone')))
      .catch((e: unknown) => notify.error(errorText(e)))
      .finally(() => setUndoId(null));
  };

  return (
    <>
      {undoId !== null && (
        <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 py-2" role="status">
          <span className="me-auto">{t('bulkDone')}</span>
          <Button variant="outline-dark" size="sm" className="rounded-0" disabled={isUndoing} onClick={undoLast}>
            {t('bulkUndo')}
          </Button>
        </div>
      )}
      {ids.length > 0 && (
        <Form
          className="bulk-edit-bar border p-2 mb-3 d-flex flex-wrap align-items-end gap-2"
          aria-label={t('bulkEdit')}
          onSubmit={(e) => {
            e.preventDefault();
            if (isValid) setIsConfirming(true);
          }}
        >
          <strong className="w-100">{t('bulkSelected', { count: ids.length })}</strong>
          <Form.Group controlId="bulk-action">
            <Form.Label className="small mb-1">{t('bulkAction')}</Form.Label>
            <Form.Select size="sm" value={action} onChange={(e) => setAction(e.target.value as Action)}>
              <option value="price">{t('bulkPrice')}</option>
              <option value="stock">{t('bulkStock')}</option>
              <option value="hide">{t('bulkHide')}</option>
              <option value="show">{t('bulkShow')}</option>
            </Form.Select>
          </Form.Group>
          {action === 'price' && (
            <Form.Group controlId="bulk-mode">
              <Form.Label className="small mb-1">{t('bulkMode')}</Form.Label>
              <Form.Select size="sm" value={mode} onChange={(e) => setMode(e.target.value as PriceMode)}>
                <option value="decrease">{t('bulkDecrease')}</option>
                <option value="increase">{t('bulkIncrease')}</option>
                <option value="set">{t('bulkSet')}</option>
              </Form.Select>
            </Form.Group>
          )}
          {needsValue && (
            <Form.Group controlId="bulk-value" className="bulk-edit-bar__value">
              <Form.Label className="small mb-1">
                {action === 'price' && mode !== 'set'
                  ? t('bulkPercent')
                  : action === 'price'
                    ? t('bulkRupiah')
                    : t('bulkUnits')}
              </Form.Label>
              <Form.Control size="sm" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
            </Form.Group>
          )}
          <Button type="submit" variant="dark" size="sm" className="rounded-0" disabled={!isValid}>
            {t('bulkApply')}
          </Button>
        </Form>
      )}
      <ConfirmDialog
        show={isConfirming}
        title={t('bulkEdit')}
        cancelLabel={t('cancel')}
        confirmLabel={t('bulkConfirm')}
        isBusy={isLoading}
        onConfirm={apply}
        onHide={() => setIsConfirming(false)}
      >
        {summary()}
      </ConfirmDialog>
    </>
  );
}
