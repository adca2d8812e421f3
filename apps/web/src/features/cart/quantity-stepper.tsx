import Button from 'react-bootstrap/Button';
import { QUANTITY_MIN } from '@rima/shared/constants';

type Props = {
  value: number;
  max: number;
  onChange: (qty: number) => void;
  /** What the stepper counts, for screen readers ('Quantity of Oak Chair'). */
  label: string;
  disabled?: boolean;
};

/** A − [n] + stepper kept between 1 and `max` (the stock). */
export function QuantityStepper({ value, max, onChange, label, disabled = false }: Props) {
  const upper = Math.max(QUANTITY_MIN, max);
  const clamp = (n: number) => Math.min(upper, Math.max(QUANTITY_MIN, Math.trunc(n)));
  return (
    <div className="qty-stepper" role="group" aria-label={label}>
      <Button
        variant="outline-dark"
        size="sm"
        aria-label="Decrease quantity"
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </Button>
      <input
        className="qty-stepper__input form-control form-control-sm"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={upper}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isFinite(n) && e.target.value !== '') onChange(clamp(n));
        }}
      />
      <Button
        variant="outline-dark"
        size="sm"
        aria-label="Increase quantity"
        disabled={disabled || value >= upper}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </Button>
    </div>
  );
}
