import { MATERIALS, OTHER_MATERIAL, findLabelled } from '@rima/shared/catalog';
import { formatThousands } from '@rima/shared/format';
import { useNavigate, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { PageBanner } from '../../components/layout/page-banner';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGetProductQuery } from '../catalog/catalog-api';
import { useGetShippingBoxQuery } from '../shipping/shipping-api';
import { ProductForm, variantsFromProduct, type FormPhoto, type ProductFormValues } from './product-form';
import { useEditProductMutation } from './products-api';
import { SellerTabs } from '../profile';
import { productsMessages } from './i18n/messages';

const text = (n: number | null) => (n === null ? '' : String(n));

/** /admin/edit-product/:id: every field of the sell form, prefilled; only the owner may save. */
export default function EditProductPage() {
  const t = useT(productsMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('editProduct'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.auth.userInfo?.id);
  const { data, isLoading: isLoadingProduct, error: loadError } = useGetProductQuery(id);
  // The shipping box is not part of the public product detail.
  const box = useGetShippingBoxQuery(Number(id), { skip: !/^\d{1,9}$/.test(id) });
  const isLoading = isLoadingProduct || box.isLoading;
  const [editProduct, { isLoading: isSaving, error }] = useEditProductMutation();
  const product = data?.product[0];

  const submit = (body: FormData) => {
    editProduct({ id: Number(id), body })
      .unwrap()
      .then(() => {
        notify.success(t('productUpdated'));
        void navigate('/admin/my-product');
      })
      .catch(() => undefined);
  };

  let content: React.ReactNode;
  if (isLoading) {
    content = <Spinner animation="border" role="status" aria-label={t('loading')} />;
  } else if (loadError || !product || !data) {
    content = (
      <Alert variant="danger" className="rounded-0">
        {errorText(loadError, t('productNotFound'))}
      </Alert>
    );
  } else if (product.seller_id !== userId) {
    content = (
      <Alert variant="danger" className="rounded-0">
        {t('onlyOwn')}
      </Alert>
    );
  } else {
    const initial: ProductFormValues = {
      name: product.name,
      desc: product.description,
      price: formatThousands(product.price),
      stock: String(product.stock),
      category_id: product.category_id,
      brand_id: product.brand_id,
      size_id: product.size_id,
      color_id: product.color_id,
      width_cm: text(product.width_cm),
      depth_cm: text(product.depth_cm),
      height_cm: text(product.height_cm),
      weight_kg: text(product.weight_kg),
      // a material written before the list: its code, else "other", as migration 0075 converted them
      material: product.material ? (findLabelled(MATERIALS, product.material)?.code ?? OTHER_MATERIAL) : '',
      brand: product.brand,
      style: product.style ?? '',
      finish: product.finish ?? '',
      seats: text(product.seats),
      assembly_required: product.assembly_required === null ? '' : String(product.assembly_required),
      warranty_months: text(product.warranty_months),
      name_en: product.name_en ?? '',
      description_en: product.description_en ?? '',
      packed_width_cm: text(box.data?.packed_width_cm ?? null),
      packed_depth_cm: text(box.data?.packed_depth_cm ?? null),
      packed_height_cm: text(box.data?.packed_height_cm ?? null),
      packed_weight_kg: text(box.data?.packed_weight_kg ?? null),
      is_bulky: box.data?.is_bulky ?? false,
    };
    const photos: FormPhoto[] = data.image.map((p) => ({ kind: 'existing', id: p.id, url: p.image }));
    content = (
      <ProductForm
        key={product.id}
        mode="edit"
        initial={initial}
        initialPhotos={photos}
        initialVariants={variantsFromProduct(product)}
        submitLabel={t('saveChanges')}
        isSubmitting={isSaving}
        serverError={error ? errorText(error) : undefined}
        onSubmit={submit}
      />
    );
  }

  return (
    <>
      <PageBanner title={t('editProduct')} subtitle={product?.name} />
      <section className="container py-5">
        <SellerTabs />
        {content}
      </section>
    </>
  );
}
