import { useId, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: string;
};

/** A labelled password field with the show/hide toggle (spec §2). */
export function PasswordInput({ label, name, value, onChange, autoComplete }: Props) {
  const t = useT(commonMessages);
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control
          className="rounded-0"
          type={isVisible ? 'text' : 'password'}
          name={name}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
        />
        <Button
          variant="outline-dark"
          className="rounded-0"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(isVisible ? 'hidePassword' : 'showPassword', { label: label.toLowerCase() })}
          aria-pressed={isVisible}
        >
          <i className={isVisible ? 'bi bi-eye-slash' : 'bi bi-eye'} aria-hidden="true" />
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
