import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ADDRESS_LABELS, addressBodySchema, type Address, type AddressBodyInput } from '@rima/shared/api/addresses';
import { getErrorMessage } from '../../lib/get-error-message';
import { AreaPickers, EMPTY_AREAS } from './area-pickers';
import { useCreateAddressMutation, useUpdateAddressMutation } from './addresses-api';
import { ADDRESS_TEXT as T } from './messages';

type Values = {
  label: string;
  recipient: string;
  phone: string;
  province_code: string;
  regency_code: string;
  district_code: string;
  village_code: string;
  postal_code: string;
  street: string;
  details: string;
  is_default: boolean;
};

function valuesOf(a: Address | undefined, recipient: string): Values {
  if (!a)
    return {
      label: 'Rumah',
      recipient,
      phone: '',
      ...EMPTY_AREAS,
      postal_code: '',
      street: '',
      details: '',
      is_default: false,
    };
  return {
    label: a.label,
    recipient: a.recipient,
    phone: a.phone,
    province_code: a.province.code,
    regency_code: a.regency.code,
    district_code: a.district.code,
    village_code: a.village.code,
    postal_code: a.postal_code,
    street: a.street,
    details: a.details ?? '',
    is_default: a.is_default,
  };
}

type Props = {
  address?: Address;
  defaultRecipient?: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/** Add or edit an address: label (Rumah/Kantor…), recipient, phone, the area pickers, postal code, street. */
export function AddressForm({ address, defaultRecipient = '', onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(address, defaultRecipient));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [create, createState] = useCreateAddressMutation();
  const [update, updateState] = useUpdateAddressMutation();
  const busy = createState.isLoading || updateState.isLoading;
  const error = createState.error ?? updateState.error;
  const id = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: AddressBodyInput = { ...values, details: values.details || null };
    const parsed = addressBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = address ? await update({ id: address.id, body }).unwrap() : await create(body).unwrap();
      onSaved(saved);
    } catch {
      // shown below from the mutation's error
    }
  }

  const text = (
    key: 'recipient' | 'phone' | 'postal_code' | 'street' | 'details',
    label: string,
    extra: object = {},
  ) => (
    <Form.Group className="mb-3" controlId={`${id}-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[key]}
        isInvalid={Boolean(errors[key])}
        onChange={(e) => set(key, e.target.value)}
        {...extra}
      />
      <Form.Control.Feedback type="invalid">{errors[key]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={address ? 'Edit address' : 'New address'}
      className="address-form"
    >
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-label`}>{T.label}</Form.Label>
        <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Label suggestions">
          {ADDRESS_LABELS.map((l) => (
            <Button
              key={l}
              size="sm"
              variant={values.label === l ? 'dark' : 'outline-dark'}
              className="rounded-0"
              aria-pressed={values.label === l}
              onClick={() => set('label', l)}
            >
              {l}
            </Button>
          ))}
        </div>
        <Form.Control
          id={`${id}-label`}
          value={values.label}
          maxLength={30}
          isInvalid={Boolean(errors.label)}
          onChange={(e) => set('label', e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{errors.label}</Form.Control.Feedback>
      </Form.Group>
      {text('recipient', T.recipient, { autoComplete: 'name' })}
      {text('phone', T.phone, {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        placeholder: '0812…',
      })}
      <AreaPickers
        idPrefix={id}
        value={values}
        errors={errors}
        onChange={(areas) => setValues((v) => ({ ...v, ...areas }))}
        disabled={busy}
      />
      {text('postal_code', T.postal, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
      {text('street', T.street, { autoComplete: 'address-line1' })}
      {text('details', T.details, { placeholder: T.detailsHint })}
      {!address?.is_default && (
        <Form.Check
          className="mb-3"
          id={`${id}-default`}
          label={T.setDefault}
          checked={values.is_default}
          onChange={(e) => set('is_default', e.target.checked)}
        />
      )}
      {error && <p className="text-danger small">{getErrorMessage(error)}</p>}
      <div className="d-flex gap-2">
        <Button type="submit" variant="dark" className="rounded-0" disabled={busy}>
          {busy ? T.saving : T.save}
        </Button>
        {onCancel && (
          <Button variant="outline-dark" className="rounded-0" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
