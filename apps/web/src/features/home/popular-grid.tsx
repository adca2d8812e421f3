import { ProductCard } from '../../components/product-card';
import { useListProductsQuery } from '../catalog/catalog-api';
import { ProductCardHeart } from '../favorites';
import { POPULAR_COUNT, PopularPlaceholder } from './popular-placeholder';

const CARD_SIZES = '(min-width: 992px) 25vw, 50vw';

/** The home page's popular products, most sold first. */
export default function PopularGrid() {
  const { data } = useListProductsQuery({ limit: POPULAR_COUNT, page: 1, sortby: 'popular' });
  if (!data) return <PopularPlaceholder />;
  return (
    <div className="row g-3 g-md-4">
      {data.data.map((p) => (
        <div key={p.id} className="col-6 col-lg-3">
          <ProductCard product={p} sizes={CARD_SIZES} heart={<ProductCardHeart productId={p.id} />} />
        </div>
      ))}
    </div>
  );
}
