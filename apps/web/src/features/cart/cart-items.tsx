import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from '../../lib/link';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useFormat, useLanguage, useT } from '../../lib/i18n';
import type { CartItem } from './cart-api';
import { lineName, variantText } from '../../lib/line-text';
import { groupByStore } from './group-by-store';
import { cartMessages } from './i18n/messages';

type Props = {
  items: CartItem[];
  /** Quantities edited and not yet saved (they are saved a moment after the last change), by cart item id. */
  drafts: Record<number, number>;
  onQtyChange: (itemId: number, qty: number) => void;
  onRemove: (item: CartItem) => void;
  isBusy?: boolean;
  /** Only the steppers: off while a removal or a clear runs, on while a quantity is being saved. */
  isStepperBusy?: boolean;
};

/**
 * The cart's rows, grouped by store: photo, name, unit price, quantity stepper, line total and the X. A table on
 * wide screens; on phones each row is a card (cart.css) so that the stepper and the line total are never cut.
 */
export function CartItems({ items, drafts, onQtyChange, onRemove, isBusy = false, isStepperBusy = isBusy }: Props) {
  const t = useT(cartMessages);
  const language = useLanguage();
  const { price } = useFormat();
  return (
    <Table className="cart-table align-middle">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('remove')}</span>
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('photo')}</span>
          </th>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('quantity')}</th>
          <th scope="col" className="text-end">
            {t('total')}
          </th>
        </tr>
      </thead>
      {groupByStore(items).map((group) => (
        <tbody key={group.sellerId} aria-label={group.storeName}>
          <tr className="cart-table__store">
            <th scope="rowgroup" colSpan={6}>
              <i className="bi bi-shop me-2" aria-hidden="true" />
              <Link to={`/store/${group.sellerId}`}>{group.storeName}</Link>
            </th>
          </tr>
          {group.items.map((item) => {
            const qty = drafts[item.id] ?? item.qty;
            return (
              <tr key={item.id} data-testid="cart-row" className="cart-table__row">
                <td className="cart-table__remove">
                  <Button
                    variant="link"
                    className="text-dark p-0"
                    aria-label={t('removeItem', { name: lineName(item, language) })}
                    disabled={isBusy}
                    onClick={() => onRemove(item)}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </td>
                <td className="cart-table__photo-cell">
                  <img src={item.image} alt="" width={72} height={72} className="cart-table__photo" loading="lazy" />
                </td>
                <td className="cart-table__name">
                  <Link to={`/product/detail/${item.product_id}`} className="text-dark">
                    {lineName(item, language)}
                  </Link>
                  {variantText(item.variant_options, item.option_names) && (
                    <div className="small text-muted">{variantText(item.variant_options, item.option_names)}</div>
                  )}
                  {item.stock < 1 && <div className="small text-danger">{t('outOfStock')}</div>}
                </td>
                <td className="cart-table__price">{price(item.price)}</td>
                <td className="cart-table__qty">
                  <QuantityStepper
                    value={qty}
                    max={item.stock}
                    labels={{
                      field: t('quantityOf', { name: lineName(item, language) }),
                      decrease: t('decreaseQuantityOf', { name: lineName(item, language).toLowerCase() }),
                      increase: t('increaseQuantityOf', { name: lineName(item, language).toLowerCase() }),
                    }}
                    disabled={isStepperBusy}
                    onChange={(n) => onQtyChange(item.id, n)}
                  />
                </td>
                <td className="cart-table__total text-end" data-testid="cart-line-total">
                  {price(item.price * qty)}
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </Table>
  );
}
