import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ADDRESS_LABELS, addressBodySchema, type Address, type AddressBodyInput } from '@rima/shared/api/addresses';
import { useErrorText } from '../../lib/errors/use-error-text';
import { AreaPickers, EMPTY_AREAS } from './area-pickers';
import { useCreateAddressMutation, useUpdateAddressMutation } from './addresses-api';
import { useT } from '../../lib/i18n';
import { addressMessages } from './i18n/messages';
import './addresses.css';

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

type TextKey = 'recipient' | 'phone' | 'postal_code' | 'street' | 'details';

/** One labelled text input with its error. */
function TextField({
  controlId,
  label,
  value,
  error,
  onValue,
  ...input
}: {
  controlId: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'>) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} value={value} isInvalid={Boolean(error)} onChange={(e) => onValue(e.target.value)} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

type Props = {
  address?: Address;
  defaultRecipient?: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/** Add or edit an address: label (Rumah/Kantor…), recipient, phone, the area pickers, postal code, street. */
export function AddressForm({ address, defaultRecipient = '', onSaved, onCancel }: Props) {
  const t = useT(addressMessages);
  const errorText = useErrorText();
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
        found[key] ??= errorText(issue.message);
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

  const bind = (key: TextKey) => ({
    controlId: `${id}-${key}`,
    value: values[key],
    error: errors[key],
    onValue: (value: string) => set(key, value),
  });
  const fields = {
    recipient: bind('recipient'),
    phone: bind('phone'),
    postal: bind('postal_code'),
    street: bind('street'),
    details: bind('details'),
  };

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={address ? t('editAddress') : t('newAddress')}
      className="address-form"
    >
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-label`}>{t('label')}</Form.Label>
        <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label={t('labelSuggestions')}>
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
      <TextField {...fields.recipient} label={t('recipient')} autoComplete="name" />
      <TextField
        {...fields.phone}
        label={t('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="0812…"
      />
      <AreaPickers
        idPrefix={id}
        value={values}
        errors={errors}
        onChange={(areas) => setValues((v) => ({ ...v, ...areas }))}
        disabled={busy}
      />
      <TextField {...fields.postal} label={t('postal')} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      <TextField {...fields.street} label={t('street')} autoComplete="address-line1" />
      <TextField {...fields.details} label={t('details')} placeholder={t('detailsHint')} />
      {!address?.is_default && (
        <Form.Check
          className="mb-3"
          id={`${id}-default`}
          label={t('setDefault')}
          checked={values.is_default}
          onChange={(e) => set('is_default', e.target.checked)}
        />
      )}
      {error && <p className="text-danger small">{errorText(error)}</p>}
      <div className="d-flex gap-2">
        <Button type="submit" variant="dark" className="rounded-0" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
        {onCancel && (
          <Button variant="outline-dark" className="rounded-0" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
