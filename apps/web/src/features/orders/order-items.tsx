import { Link } from '../../lib/link';
import type { OrderItem } from '@rima/shared/api/orders';
import { useFormat, useLanguage, useT } from '../../lib/i18n';
import { lineName, variantText } from '../../lib/line-text';
import { ordersMessages } from './i18n/messages';

/** A completed order's item links to its product's Reviews tab, where the form is. */
export function ReviewLink({ item }: { item: Pick<OrderItem, 'product_id' | 'name'> }) {
  const t = useT(ordersMessages);
  return (
    <Link
      to={`/product/detail/${item.product_id}#product-reviews`}
      className="btn btn-outline-dark btn-sm rounded-0 mt-1"
      aria-label={t('writeReviewOf', { name: item.name })}
    >
      {t('writeReview')}
    </Link>
  );
}

/** The variant bought ("Ukuran: 160×200 · Warna: Walnut") and its SKU, as the order kept them. */
export function VariantLine({ item }: { item: Pick<OrderItem, 'variant_options' | 'option_names' | 'sku'> }) {
  const t = useT(ordersMessages);
  const options = variantText(item.variant_options, item.option_names);
  if (!options && !item.sku) return null;
  return (
    <div className="small text-muted">
      {options}
      {options && item.sku && ' · '}
      {item.sku && t('skuLine', { sku: item.sku })}
    </div>
  );
}

/** An order's lines: photo, name (as bought), unit price × qty, line total; 'Write a review' once completed. */
export function OrderItems({ items, canReview = false }: { items: OrderItem[]; canReview?: boolean }) {
  const { price } = useFormat();
  const language = useLanguage();
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
              {lineName(item, language)}
            </Link>
            <VariantLine item={item} />
            <div className="small text-muted">
              {price(item.price)} × {item.qty}
            </div>
            {canReview && item.product_id > 0 && <ReviewLink item={item} />}
          </div>
          <div>{price(item.line_total)}</div>
        </li>
      ))}
    </ul>
  );
}
