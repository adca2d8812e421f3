/** Five stars, filled to the (rounded to half) value; the number is given as text for screen readers. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={label ?? `${value} out of 5 stars`}>
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
