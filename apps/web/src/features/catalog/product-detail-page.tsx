import { useEffect, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../lib/link';
import type { ProductDetailItem, ProductVariant } from '@rima/shared/api/catalog';
import { CATEGORIES } from '@rima/shared/catalog';
import { QUANTITY_MIN } from '@rima/shared/constants';
import { recordProductView } from '@rima/shared/endpoints/seller-center';
import type { Prefetch } from '../../app/routes';
import { ErrorPage } from '../../components/error-page';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useErrorText } from '../../lib/errors/use-error-text';
import { isApiError } from '../../lib/get-error-message';
import { useFormat, useLanguage, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddToCartButton } from '../cart';
import { FavoriteButton } from '../favorites';
import { reviewsApi } from '../reviews/reviews-api';
import { ReviewSummary, ReviewsSection, reviewSummaryArgs } from '../reviews';
import { RoomFit } from '../rooms';
import { Ongkir } from '../shipping';
import { storeApi } from '../store/store-api';
import { StoreCard, storeCardArgs } from '../store';
import { VoucherStripSlot } from '../vouchers';
import { ReportButton } from '../reports';
import { productPagesMessages } from './pages/i18n/messages';
import { FactsTable, KeyFacts, localText } from './product-facts-table';
import { ProductGallery } from './product-gallery';
import { BuyBar } from './buy-bar';
import { catalogApi, useGetProductQuery } from './catalog-api';
import { CategoryTrailItems, useCategoryTrail } from './category-trail';
import { RelatedCarousel } from './related-carousel';
import { ShareButtons } from './share-buttons';
import { useVariantChoice, VariantPicker } from './product-variant-picker';
import { photosFirst } from './variant-choice';

/** Our stock-keeping number: the product id, zero-padded. */
export function productSku(id: number) {
  return `RIMA-${String(id).padStart(6, '0')}`;
}

type VariantState = ReturnType<typeof useVariantChoice>;

/** The product as the chosen variant sells it: its price, stock and, where it has its own, its dimensions. */
function asVariant(product: ProductDetailItem, variant: ProductVariant | undefined): ProductDetailItem {
  if (!variant || product.option_names.length === 0) return product;
  return {
    ...product,
    price: variant.price,
    stock: variant.stock,
    width_cm: variant.width_cm ?? product.width_cm,
    depth_cm: variant.depth_cm ?? product.depth_cm,
    height_cm: variant.height_cm ?? product.height_cm,
    weight_kg: variant.weight_kg ?? product.weight_kg,
  };
}

function PurchasePanel({ product, choice }: { product: ProductDetailItem; choice: VariantState }) {
  const t = useT(productPagesMessages);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const isSoldOut = product.stock < QUANTITY_MIN;
  return (
    <div className="purchase">
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        max={product.stock}
        disabled={isSoldOut}
        labels={{ field: t('quantity'), decrease: t('decreaseQuantity'), increase: t('increaseQuantity') }}
      />
      <AddToCartButton
        productId={product.id}
        variantId={choice.variant?.id}
        missingChoice={choice.missing === undefined ? undefined : t('variantMissing', { option: choice.missing })}
        qty={quantity}
        stock={product.stock}
        sellerId={product.seller_id}
        className="purchase__cart"
      />
      <FavoriteButton productId={product.id} />
      <BuyBar
        product={product}
        choice={choice}
        quantity={quantity}
        price={<PriceLine product={product} choice={choice} className="buy-bar__price" />}
      />
    </div>
  );
}

/** The price, or the variants' range while the choice is incomplete and their prices differ. */
function PriceLine(props: { product: ProductDetailItem; choice: VariantState; className?: string }) {
  const { product, choice, className = 'product-info__price' } = props;
  const { price } = useFormat();
  const prices = choice.variants.map((v) => v.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const isRange = !choice.variant && prices.length > 1 && low !== high;
  return <p className={className}>{isRange ? `${price(low)} – ${price(high)}` : price(product.price)}</p>;
}

function ProductDetailView(props: { product: ProductDetailItem; choice: VariantState; children: React.ReactNode }) {
  const { product, choice, children } = props;
  const t = useT(productPagesMessages);
  const language = useLanguage();
  // The category's Indonesian name (the link keeps the English one, the filter's value).
  const categoryName = (name: string) =>
    (language === 'id' ? CATEGORIES.find((c) => c.name === name)?.nameId : undefined) ?? name;
  const strong = (bold: string) => <strong>{bold}</strong>;
  const text = localText(product, language);
  const type = useCategoryTrail(product.category_id)?.at(-1);
  return (
    <div className="product-info">
      <h1 className="product-info__name">{text.name}</h1>
      {text.englishName && (
        <p className="product-info__name-en" lang="en">
          {text.englishName}
        </p>
      )}
      <ReviewSummary productId={product.id} />
      <PriceLine product={product} choice={choice} />
      <KeyFacts product={product} />
      <Ongkir productId={product.id} variantId={choice.variant?.id} />
      <p className="product-info__stats">
        <span>{rich(t('soldStat', { count: product.sold }), { strong })}</span>
        <span aria-hidden="true">·</span>
        <span>{rich(t('inStock', { count: product.stock }), { strong })}</span>
      </p>
      <p className="product-info__desc">{text.description}</p>
      {children}
      <dl className="product-meta">
        <div>
          <dt>{t('sku')}</dt>
          <dd>{choice.variant?.sku ?? productSku(product.id)}</dd>
        </div>
        <div>
          <dt>{t('category')}</dt>
          <dd>
            <Link to={type?.to ?? `/product?category=${encodeURIComponent(product.category)}`}>
              {type?.name ?? categoryName(product.category)}
            </Link>
          </dd>
        </div>
        {product.brand && (
          <div>
            <dt>{t('tag')}</dt>
            <dd>
              <Link to={`/product?brand=${encodeURIComponent(product.brand)}`}>{product.brand}</Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('productId')}</dt>
          <dd>{product.id}</dd>
        </div>
        <div>
          <dt>{t('store')}</dt>
          <dd>
            <Link to={`/store/${product.seller_id}`}>{product.seller_name}</Link>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--price" />
      <span className="skeleton skeleton--block" />
      <span className="skeleton skeleton--button" />
    </div>
  );
}

/** Server rendering: the product with its photos and related products, its reviews' figures, its store. */
export const prefetch: Prefetch = async ({ params, dispatch }) => {
  const id = params.id ?? '';
  const product = dispatch(catalogApi.endpoints.getProduct.initiate(id));
  // the category's room and type, for the breadcrumbs and the category link
  void dispatch(catalogApi.endpoints.listCategoryTree.initiate());
  if (/^\d{1,9}$/.test(id)) void dispatch(reviewsApi.endpoints.listReviews.initiate(reviewSummaryArgs(Number(id))));
  const sellerId = (await product).data?.product[0]?.seller_id;
  if (sellerId !== undefined) void dispatch(storeApi.endpoints.getStore.initiate(storeCardArgs(sellerId)));
};

/** One view for the store's daily figures (a counter, no personal data); a lost count is harmless. */
function countProductView(productId: number) {
  void fetch(`/api/v1${recordProductView.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
    keepalive: true,
  }).catch(() => undefined);
}

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  // currentData: a related click must not show the previous product while the next one loads.
  const { currentData, error, isFetching } = useGetProductQuery(id);
  const listed = currentData?.product[0];
  const choice = useVariantChoice(listed);
  const product = listed && asVariant(listed, choice.variant);
  const photoIds = choice.variant?.photo_ids;
  const images = currentData && photosFirst(currentData.image, photoIds);
  const trail = useCategoryTrail(product?.category_id);
  const t = useT(productPagesMessages);
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(product ? localText(product, language).name : t('product'));
  const seenId = listed?.id;
  useEffect(() => {
    if (seenId !== undefined) countProductView(seenId);
  }, [seenId]);

  if (isApiError(error) && error.statusCode === 404) return <ErrorPage />;
  return (
    <div className="container product-detail">
      <nav aria-label={t('breadcrumb')} className="breadcrumb-bar">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/">{t('home')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/product">{t('shop')}</Link>
          </li>
          {trail && <CategoryTrailItems trail={trail} />}
          <li className="breadcrumb-item active" aria-current="page">
            {product?.name ?? t('product')}
          </li>
        </ol>
        <Link to="/faq" className="breadcrumb-bar__help">
          {t('faqHelp')}
        </Link>
      </nav>
      {error && !isFetching && (
        <div className="alert alert-light border rounded-0" role="alert">
          {errorText(error)}
        </div>
      )}
      <div className="row g-5">
        <div className="col-12 col-lg-6">
          {/* keyed by product and by a variant with its own photos: the gallery starts again at the first one */}
          <ProductGallery
            key={photoIds?.length ? `${id}-${choice.variant?.id}` : id}
            name={product?.name ?? t('product')}
            images={images}
          />
        </div>
        <div className="col-12 col-lg-6">
          {product ? (
            <ProductDetailView product={product} choice={choice}>
              <VariantPicker
                names={choice.names}
                variants={choice.variants}
                choice={choice.choice}
                onChoose={choice.choose}
              />
              {/* keyed by variant too: the quantity and the missing-choice note start again */}
              <PurchasePanel key={`${product.id}-${choice.variant?.id ?? ''}`} product={product} choice={choice} />
              <ShareButtons name={localText(product, language).name} />
              <RoomFit key={`fit-${product.id}`} productId={product.id} hasSize={product.width_cm !== null} />
              <StoreCard sellerId={product.seller_id} sellerName={product.seller_name} productId={product.id} />
              <VoucherStripSlot sellerId={product.seller_id} productId={product.id} />
              <ReportButton target={{ target_type: 'product', target_id: product.id }} className="mt-3" />
            </ProductDetailView>
          ) : (
            // A skeleton of the final size instead of a full-screen spinner
            isFetching && <DetailSkeleton />
          )}
        </div>
      </div>

      {product && (
        <Tabs
          defaultActiveKey={location.hash === '#product-reviews' ? 'reviews' : 'description'}
          id="product-tabs"
          className="product-tabs"
          key={`tabs-${product.id}`}
        >
          <Tab eventKey="description" title={t('description')}>
            <p className="product-tabs__text">{localText(product, language).description}</p>
          </Tab>
          <Tab eventKey="info" title={t('additionalInfo')}>
            <FactsTable product={product} />
          </Tab>
          <Tab eventKey="reviews" title={t('reviews')}>
            {/* The reviews feature renders into this container. */}
            <div id="product-reviews" data-product-id={product.id}>
              <ReviewsSection productId={product.id} />
            </div>
          </Tab>
        </Tabs>
      )}

      {currentData && <RelatedCarousel key={`related-${id}`} products={currentData.relaited} />}
    </div>
  );
}
