// PLACEHOLDER: replaced by the feature's real page (see the issue that owns it).
export default function ProductListPage() {
  return (
    <section className="container py-5">
      <h1 className="fw-light">Products</h1>
    </section>
  );
}
