import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { z } from 'zod';
import {
  type CreateTransactionBody,
  type CreateTransactionInput,
  createTransactionBodySchema,
  PAYMENT_METHODS,
  PHONE_CODES,
} from '@rima/shared/api/orders';
import type { ShippingMethod } from './cart-api';
import type { CheckoutDefaults } from './checkout-defaults';

// The server's own schema, with a friendlier word for the one field a person picks from a list.
const checkoutSchema = createTransactionBodySchema.extend({
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
});

const PAYMENT_LABELS = { visa: 'Visa', mandiri: 'Mandiri', bca: 'BCA' } as const;

type Props = {
  shipping: ShippingMethod;
  defaultName?: string;
  /** Starting values that may arrive after the first render (the profile); applied while nothing was typed. */
  defaults?: CheckoutDefaults;
  onSubmit: (body: CreateTransactionBody) => Promise<void>;
  disabled?: boolean;
};

/** Checkout fields (name, address, phone code + number, payment method), checked before anything is sent. */
export function CheckoutForm({ shipping, defaultName = '', defaults, onSubmit, disabled = false }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CreateTransactionInput, unknown, CreateTransactionBody>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { name: defaultName, address: '', phone_code: '+62', phone: '', shipping },
  });
  useEffect(() => {
    if (defaults && !isDirty) reset({ ...getValues(), ...defaults });
    // only when the defaults arrive: later typing is the visitor's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaults]);
  const busy = disabled || isSubmitting;
  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-label="Checkout">
      <input type="hidden" {...register('shipping')} />
      <Form.Group className="mb-3" controlId="checkout-name">
        <Form.Label>Name</Form.Label>
        <Form.Control autoComplete="name" isInvalid={Boolean(errors.name)} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="checkout-address">
        <Form.Label>Address</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          autoComplete="street-address"
          placeholder="Street, number, district, city, postal code"
          isInvalid={Boolean(errors.address)}
          {...register('address')}
        />
        <Form.Control.Feedback type="invalid">{errors.address?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="checkout-phone">Phone</Form.Label>
        <InputGroup hasValidation>
          <Form.Select
            id="checkout-phone-code"
            aria-label="Country code"
            className="checkout-phone-code"
            {...register('phone_code')}
          >
            {PHONE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
          <Form.Control
            id="checkout-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            isInvalid={Boolean(errors.phone)}
            {...register('phone')}
          />
          <Form.Control.Feedback type="invalid">{errors.phone?.message}</Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
      <Form.Group className="mb-4" controlId="checkout-payment">
        <Form.Label>Payment method</Form.Label>
        <Form.Select isInvalid={Boolean(errors.payment_method)} defaultValue="" {...register('payment_method')}>
          <option value="" disabled>
            Select…
          </option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_LABELS[method]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.payment_method?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="dark" className="rounded-0 w-100 py-3" disabled={busy}>
        {busy ? 'Placing your order…' : 'Check Out'}
      </Button>
    </Form>
  );
}
