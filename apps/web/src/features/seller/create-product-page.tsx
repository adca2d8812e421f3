import { useNavigate } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProductForm } from './product-form';
import { useCreateProductMutation } from './seller-api';
import { SellerTabs } from '../profile/seller-tabs';

/** /admin/create-product (sellers only): the sell form. */
export default function CreateProductPage() {
  useDocumentTitle('Selling Product');
  const navigate = useNavigate();
  const [createProduct, { isLoading, error }] = useCreateProductMutation();

  const submit = (body: FormData) => {
    createProduct(body)
      .unwrap()
      .then(({ id }) => {
        notify.created(MESSAGES.sellSuccess);
        void navigate(`/product/detail/${id}`);
      })
      // The failure is shown below the form (the mutation's error); the spinner stops with it.
      .catch(() => undefined);
  };

  return (
    <>
      <PageBanner title="Selling Product" subtitle="Put a new piece in your store" />
      <section className="container py-5">
        <SellerTabs />
        <ProductForm
          mode="create"
          submitLabel="Sell product"
          isSubmitting={isLoading}
          serverError={error ? getErrorMessage(error) : undefined}
          onSubmit={submit}
        />
      </section>
    </>
  );
}
