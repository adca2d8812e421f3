// PLACEHOLDER: replaced by the feature's real page (see the issue that owns it).
export default function CardPage() {
  return (
    <section className="container py-5">
      <h1 className="fw-light">Card payment</h1>
    </section>
  );
}
