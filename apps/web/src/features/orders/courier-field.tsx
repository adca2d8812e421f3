import Form from 'react-bootstrap/Form';
import { COURIERS, type Courier } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { ordersMessages } from './i18n/messages';
import { useCourierName } from './order-status';

type Props = {
  controlId: string;
  value: Courier | '';
  /** The message under the select; the select is marked invalid while there is one. */
  invalidText: string | null;
  onChange: (courier: Courier | '') => void;
  className?: string;
  labelClassName?: string;
};

/** The courier select of the ship dialogs (one order or many). */
export function CourierField({ controlId, value, invalidText, onChange, className, labelClassName }: Props) {
  const t = useT(ordersMessages);
  const courierName = useCourierName();
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label className={labelClassName}>{t('courier')}</Form.Label>
      <Form.Select
        value={value}
        isInvalid={invalidText !== null}
        onChange={(e) => onChange(COURIERS.find((c) => c === e.target.value) ?? '')}
      >
        <option value="" disabled>
          {t('select')}
        </option>
        {COURIERS.map((c) => (
          <option key={c} value={c}>
            {courierName(c)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{invalidText}</Form.Control.Feedback>
    </Form.Group>
  );
}
