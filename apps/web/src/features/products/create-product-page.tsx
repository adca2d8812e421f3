import { useNavigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProductForm } from './product-form';
import { useCreateProductMutation } from './products-api';
import { SellerTabs } from '../profile';
import { productsMessages } from './i18n/messages';

/** /admin/create-product (sellers only): the sell form. */
export default function CreateProductPage() {
  const t = useT(productsMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('sellingProduct'));
  const navigate = useNavigate();
  const [createProduct, { isLoading, error }] = useCreateProductMutation();

  const submit = (body: FormData) => {
    createProduct(body)
      .unwrap()
      .then(({ id }) => {
        notify.created(t('sellSuccess'));
        void navigate(`/product/detail/${id}`);
      })
      // The failure is shown below the form (the mutation's error); the spinner stops with it.
      .catch(() => undefined);
  };

  return (
    <>
      <PageBanner title={t('sellingProduct')} subtitle={t('sellingSubtitle')} />
      <section className="container py-5">
        <SellerTabs />
        <ProductForm
          mode="create"
          submitLabel={t('sellProduct')}
          isSubmitting={isLoading}
          serverError={error ? errorText(error) : undefined}
          onSubmit={submit}
        />
      </section>
    </>
  );
}
