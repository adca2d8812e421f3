import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatIdr } from '@rima/shared/format';
import { QuantityStepper } from '../../components/quantity-stepper';
import type { CartItem } from './cart-api';
import { groupByStore } from './group-by-store';

type Props = {
  items: CartItem[];
  /** Quantities edited but not yet applied with 'Update Cart', by cart item id. */
  drafts: Record<number, number>;
  onQtyChange: (itemId: number, qty: number) => void;
  onRemove: (item: CartItem) => void;
  isBusy?: boolean;
};

/** The cart's rows, grouped by store: photo, name, unit price, quantity stepper, line total and the X. */
export function CartItems({ items, drafts, onQtyChange, onRemove, isBusy = false }: Props) {
  return (
    <Table responsive className="cart-table align-middle">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
          <th scope="col">
            <span className="visually-hidden">Photo</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col" className="text-end">
            Total
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
              <tr key={item.id} data-testid="cart-row">
                <td>
                  <Button
                    variant="link"
                    className="text-dark p-0"
                    aria-label={`Remove ${item.name}`}
                    disabled={isBusy}
                    onClick={() => onRemove(item)}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </td>
                <td>
                  <img src={item.image} alt="" width={72} height={72} className="cart-table__photo" loading="lazy" />
                </td>
                <td>
                  <Link to={`/product/detail/${item.product_id}`} className="text-dark">
                    {item.name}
                  </Link>
                  {item.stock < 1 && <div className="small text-danger">Out of stock</div>}
                </td>
                <td>{formatIdr(item.price)}</td>
                <td>
                  <QuantityStepper
                    value={qty}
                    max={item.stock}
                    label={`Quantity of ${item.name}`}
                    disabled={isBusy}
                    onChange={(n) => onQtyChange(item.id, n)}
                  />
                </td>
                <td className="text-end">{formatIdr(item.price * qty)}</td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </Table>
  );
}
