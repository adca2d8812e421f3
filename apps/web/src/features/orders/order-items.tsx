import { Link } from 'react-router';
import { formatIdr } from '@rima/shared/format';
import type { OrderItem } from '@rima/shared/api/orders';

/** An order's lines: photo, name (as bought), unit price × qty, line total. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="list-unstyled order-items">
      {items.map((item) => (
        <li key={item.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
          {item.image ? (
            <img src={item.image} alt="" width={56} height={56} className="order-items__photo" loading="lazy" />
          ) : (
            <span className="order-items__photo" aria-hidden="true" />
          )}
          <div className="flex-grow-1">
            <Link to={`/product/detail/${item.product_id}`} className="text-dark">
              {item.name}
            </Link>
            <div className="small text-muted">
              {formatIdr(item.price)} × {item.qty}
            </div>
          </div>
          <div>{formatIdr(item.line_total)}</div>
        </li>
      ))}
    </ul>
  );
}
