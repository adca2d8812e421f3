import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { CartCoupon } from '@rima/shared/api/cart';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { cartMessages } from './i18n/messages';

type Props = {
  coupon: CartCoupon | null;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  disabled?: boolean;
};

/** Coupon input with Apply; once a coupon is on the cart, its code, state and a Remove button. */
export function CouponForm({ coupon, onApply, onRemove, disabled = false }: Props) {
  const t = useT(cartMessages);
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  if (coupon) {
    const strong = (text: string) => <strong>{text}</strong>;
    const reason = coupon.reason
      ? errorText({
          statusCode: 0,
          message: coupon.reason,
          ...(coupon.reason_key ? { key: coupon.reason_key } : {}),
          ...(coupon.reason_params ? { params: coupon.reason_params } : {}),
        })
      : t('couponNotValid');
    return (
      <div className="coupon-applied" aria-live="polite">
        <span>
          {coupon.is_valid
            ? rich(t('couponApplied', { code: coupon.code }), { strong })
            : rich(t('couponInvalid', { code: coupon.code, reason }), { strong })}
        </span>
        <Button variant="outline-dark" size="sm" className="ms-3" disabled={disabled} onClick={onRemove}>
          {t('removeCoupon')}
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
          aria-label={t('couponCode')}
          placeholder={t('couponCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={disabled}
        />
        <Button type="submit" variant="dark" disabled={disabled || !code.trim()}>
          {t('applyCoupon')}
        </Button>
      </InputGroup>
    </Form>
  );
}
