import { useState } from 'react';
import type { ProductDetailItem } from '@rima/shared/api/catalog';
import { useT } from '../../lib/i18n';
import { AddToCartButton } from '../cart';
import { productPagesMessages } from './pages/i18n/messages';
import type { useVariantChoice } from './product-variant-picker';
import './buy-bar.css';

type Props = {
  product: ProductDetailItem;
  choice: ReturnType<typeof useVariantChoice>;
  quantity: number;
  /** The price line as the page shows it (a range while the variant is not chosen). */
  price: React.ReactNode;
};

/**
 * The phone's buy bar, fixed at the bottom of the product page below the large layout: the price, the chosen
 * variant and '+ Cart' / 'Buy now' stay under the thumb while the shopper reads the page. The same buttons as
 * the purchase panel (one cart mutation, one pending action after a login), with the panel's quantity.
 */
export function BuyBar({ product, choice, quantity, price }: Props) {
  const t = useT(productPagesMessages);
  const [askChoice, setAskChoice] = useState(false);
  const isSoldOut = product.stock < 1;
  const missing = choice.missing === undefined ? undefined : t('variantMissing', { option: choice.missing });
  const picked = choice.names.map((n) => choice.choice[n]).filter((v) => v !== undefined);
  const summary = choice.names.length === 0 ? null : choice.variant ? picked.join(' · ') : t('variantPick');
  const showPicker = () => {
    setAskChoice(true);
    document.querySelector('.variant-picker')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const common = {
    productId: product.id,
    variantId: choice.variant?.id,
    missingChoice: missing,
    qty: quantity,
    stock: product.stock,
    sellerId: product.seller_id,
    onMissingChoice: showPicker,
    quiet: true,
  };
  return (
    <section className="buy-bar" aria-label={t('buyBar')} data-testid="buy-bar">
      <div className="buy-bar__info">
        {price}
        {askChoice && missing !== undefined ? (
          <p className="buy-bar__variant text-danger" role="alert">
            {missing}
          </p>
        ) : (
          summary && <p className="buy-bar__variant">{summary}</p>
        )}
      </div>
      <AddToCartButton {...common} label={t('buyBarCart')} variant="outline-dark" className="buy-bar__button" />
      {!isSoldOut && (
        <AddToCartButton {...common} label={t('buyNow')} buyNow className="buy-bar__button buy-bar__buy" />
      )}
    </section>
  );
}
