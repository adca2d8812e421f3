// PLACEHOLDER: replaced by the feature's real page (see the issue that owns it).
export default function EditProductPage() {
  return (
    <section className="container py-5">
      <h1 className="fw-light">Edit product</h1>
    </section>
  );
}
