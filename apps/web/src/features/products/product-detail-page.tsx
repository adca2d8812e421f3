import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useLocation, useParams } from 'react-router';
import type { ProductDetailItem } from '@rima/shared/api/products';
import { QUANTITY_MIN } from '@rima/shared/constants';
import { formatIdr } from '@rima/shared/format';
import type { Prefetch } from '../../app/routes';
import { ErrorPage } from '../../components/error-page';
import { QuantityStepper } from '../../components/quantity-stepper';
import { getErrorMessage, isApiError } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { FavoriteButton } from '../favorites/favorite-button';
import { reviewsApi } from '../reviews/reviews-api';
import { ReviewSummary, reviewSummaryArgs } from '../reviews/review-summary';
import { ReviewsSection } from '../reviews/reviews-section';
import { RoomFit } from '../rooms/room-fit';
import { Ongkir } from '../shipping/ongkir';
import { storeApi } from '../store/store-api';
import { StoreCard, storeCardArgs } from '../store/store-card';
import { ReportButton } from '../reports/report-button';
import { ProductGallery } from './product-gallery';
import { productsApi, useGetProductQuery } from './products-api';
import { RelatedCarousel } from './related-carousel';

/** Our stock-keeping number: the product id, zero-padded. */
export function productSku(id: number) {
  return `RIMA-${String(id).padStart(6, '0')}`;
}

function formatMeasure(value: number | null, unit: string) {
  return value === null ? '—' : `${value.toLocaleString('id-ID')} ${unit}`;
}

function FactsTable({ product }: { product: ProductDetailItem }) {
  const rows: [string, string][] = [
    ['Width', formatMeasure(product.width_cm, 'cm')],
    ['Depth', formatMeasure(product.depth_cm, 'cm')],
    ['Height', formatMeasure(product.height_cm, 'cm')],
    ['Weight', formatMeasure(product.weight_kg, 'kg')],
    ['Material', product.material ?? '—'],
    ['Colour', product.color_name],
    ['Size', product.size],
  ];
  return (
    <table className="table facts-table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PurchasePanel({ product }: { product: ProductDetailItem }) {
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const isSoldOut = product.stock < QUANTITY_MIN;
  return (
    <div className="purchase">
      <QuantityStepper value={quantity} onChange={setQuantity} max={product.stock} disabled={isSoldOut} />
      <AddToCartButton
        productId={product.id}
        qty={quantity}
        stock={product.stock}
        sellerId={product.seller_id}
        className="purchase__cart"
      />
      <FavoriteButton productId={product.id} />
    </div>
  );
}

function ProductDetailView({ product, children }: { product: ProductDetailItem; children: React.ReactNode }) {
  return (
    <div className="product-info">
      <h1 className="product-info__name">{product.name}</h1>
      <ReviewSummary productId={product.id} />
      <p className="product-info__price">{formatIdr(product.price)}</p>
      <Ongkir productId={product.id} />
      <p className="product-info__stats">
        <span>
          <strong>{product.sold}</strong> sold
        </span>
        <span aria-hidden="true">·</span>
        <span>
          <strong>{product.stock}</strong> in stock
        </span>
      </p>
      <p className="product-info__desc">{product.description}</p>
      {children}
      <dl className="product-meta">
        <div>
          <dt>SKU</dt>
          <dd>{productSku(product.id)}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>
            <Link to={`/product?category=${encodeURIComponent(product.category)}`}>{product.category}</Link>
          </dd>
        </div>
        <div>
          <dt>Tag</dt>
          <dd>
            <Link to={`/product?brand=${encodeURIComponent(product.brand)}`}>{product.brand}</Link>
          </dd>
        </div>
        <div>
          <dt>Product ID</dt>
          <dd>{product.id}</dd>
        </div>
        <div>
          <dt>Store</dt>
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

/** Server rendering (issue 12): the product with its photos and related products, its reviews' figures, its store. */
export const prefetch: Prefetch = async ({ params, dispatch }) => {
  const id = params.id ?? '';
  const product = dispatch(productsApi.endpoints.getProduct.initiate(id));
  if (/^\d{1,9}$/.test(id)) void dispatch(reviewsApi.endpoints.listReviews.initiate(reviewSummaryArgs(Number(id))));
  const sellerId = (await product).data?.product[0]?.seller_id;
  if (sellerId !== undefined) void dispatch(storeApi.endpoints.getStore.initiate(storeCardArgs(sellerId)));
};

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  // currentData: a related click must not show the previous product while the next one loads.
  const { currentData, error, isFetching } = useGetProductQuery(id);
  const product = currentData?.product[0];
  useDocumentTitle(product?.name ?? 'Product');

  if (isApiError(error) && error.statusCode === 404) return <ErrorPage />;
  return (
    <div className="container product-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb-bar">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/product">Shop</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {product?.name ?? 'Product'}
          </li>
        </ol>
        <Link to="/faq" className="breadcrumb-bar__help">
          Questions? Read the FAQ
        </Link>
      </nav>
      {error && !isFetching && (
        <div className="alert alert-light border rounded-0" role="alert">
          {getErrorMessage(error)}
        </div>
      )}
      <div className="row g-5">
        <div className="col-12 col-lg-6">
          {/* keyed by product: a related click starts the gallery again at the first photo */}
          <ProductGallery key={id} name={product?.name ?? 'Product'} images={currentData?.image} />
        </div>
        <div className="col-12 col-lg-6">
          {product ? (
            <ProductDetailView product={product}>
              <PurchasePanel key={product.id} product={product} />
              <RoomFit key={`fit-${product.id}`} productId={product.id} hasSize={product.width_cm !== null} />
              <StoreCard sellerId={product.seller_id} sellerName={product.seller_name} productId={product.id} />
              <ReportButton target={{ target_type: 'product', target_id: product.id }} className="mt-3" />
            </ProductDetailView>
          ) : (
            // issue 17: a skeleton of the final size instead of a full-screen spinner
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
          <Tab eventKey="description" title="Description">
            <p className="product-tabs__text">{product.description}</p>
          </Tab>
          <Tab eventKey="info" title="Additional information">
            <FactsTable product={product} />
          </Tab>
          <Tab eventKey="reviews" title="Reviews">
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
