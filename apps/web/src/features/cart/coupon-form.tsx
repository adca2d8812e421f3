import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { CartCoupon } from '@rima/shared/api/cart';

type Props = {
  coupon: CartCoupon | null;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  disabled?: boolean;
};

/** Coupon input with Apply; once a coupon is on the cart, its code, state and a Remove button. */
export function CouponForm({ coupon, onApply, onRemove, disabled = false }: Props) {
  const [code, setCode] = useState('');
  if (coupon) {
    return (
      <div className="coupon-applied" aria-live="polite">
        <span>
          Coupon <strong>{coupon.code}</strong>
          {coupon.is_valid ? ' applied' : ` does not apply: ${coupon.reason ?? 'not valid for this cart'}`}
        </span>
        <Button variant="outline-dark" size="sm" className="ms-3" disabled={disabled} onClick={onRemove}>
          Remove coupon
        </Button>
      </div>
    );
  }
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = code.trim();
        if (!trimmed) return;
        void onApply(trimmed).then((ok) => {
          if (ok) setCode('');
        });
      }}
    >
      <InputGroup>
        <Form.Control
          aria-label="Coupon code"
          placeholder="Coupon code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={disabled}
        />
        <Button type="submit" variant="dark" disabled={disabled || !code.trim()}>
          Apply Coupon
        </Button>
      </InputGroup>
    </Form>
  );
}
