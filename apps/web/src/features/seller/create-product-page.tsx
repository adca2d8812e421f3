// PLACEHOLDER: replaced by the feature's real page (see the issue that owns it).
export default function CreateProductPage() {
  return (
    <section className="container py-5">
      <h1 className="fw-light">Sell product</h1>
    </section>
  );
}
