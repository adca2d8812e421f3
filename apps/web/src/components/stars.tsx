/**
 * Five stars, filled to the (rounded to half) value; `label` gives the number as text for screen readers (in
 * the caller's catalogue, so the stars load none of their own).
 */
export function Stars({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <i
          key={i}
          className={`bi ${rounded >= i ? 'bi-star-fill' : rounded >= i - 0.5 ? 'bi-star-half' : 'bi-star'}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
