export const POPULAR_COUNT = 8;

/** The popular grid's cells before its products arrive, at their final size. */
export function PopularPlaceholder() {
  return (
    <div className="row g-3 g-md-4" aria-hidden="true">
      {Array.from({ length: POPULAR_COUNT }, (_, i) => (
        <div key={i} className="col-6 col-lg-3">
          <div className="popular__placeholder" />
        </div>
      ))}
    </div>
  );
}
