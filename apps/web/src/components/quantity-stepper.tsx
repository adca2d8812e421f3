import { useId } from 'react';
import { QUANTITY_MIN } from '@rima/shared/constants';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** The highest quantity allowed (the stock); below the minimum means nothing can be chosen. */
  max: number;
  min?: number;
  /**
   * What assistive technology reads, in the interface's language (from the caller's catalogue, so
   * the layout's catalogue every page loads stays small): the field, and its two buttons.
   */
  labels: { field: string; decrease: string; increase: string };
  disabled?: boolean;
};

export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.trunc(value), min), Math.max(min, max));
}

/** spec §4/§9: starts at 1, '-' never goes below 1, '+' never above the stock. */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = QUANTITY_MIN,
  labels,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < max;
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="visually-hidden">
        {labels.field}
      </label>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={labels.decrease}
        aria-controls={id}
        onClick={() => onChange(clampQuantity(value - 1, min, max))}
        disabled={!canDecrease}
      >
        <i className="bi bi-dash" aria-hidden="true" />
      </button>
      <input
        id={id}
        className="quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={Math.max(min, max)}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value === '') return;
          onChange(clampQuantity(Number(e.target.value), min, max));
        }}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={labels.increase}
        aria-controls={id}
        onClick={() => onChange(clampQuantity(value + 1, min, max))}
        disabled={!canIncrease}
      >
        <i className="bi bi-plus" aria-hidden="true" />
      </button>
    </div>
  );
}
