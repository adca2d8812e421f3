// The shop's labelled inputs (account, payment and seller forms), in one small module the pages share.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
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

type InputFieldProps = Omit<FormControlProps, 'className'> & {
  controlId: string;
  label: ReactNode;
  /** A line of help under the input; `helpId` names it for the input's aria-describedby. */
  help?: ReactNode;
  helpId?: string;
  /** Why the value is refused, shown under the input while it is marked invalid. */
  feedback?: ReactNode;
  as?: 'textarea';
  rows?: number;
  /** The group's classes: a bottom margin unless said. */
  groupClassName?: string;
  labelClassName?: string;
  /** The input's classes: the shop's square style unless said. */
  inputClassName?: string;
};

/** A labelled input in the shop's square style, with an optional line of help or feedback under it. */
export function InputField({
  controlId,
  label,
  help,
  helpId,
  feedback,
  groupClassName = 'mb-3',
  labelClassName,
  inputClassName = 'rounded-0',
  ...control
}: InputFieldProps) {
  return (
    <Form.Group className={groupClassName} controlId={controlId}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Control className={inputClassName} {...control} />
      {help !== undefined && <Form.Text id={helpId}>{help}</Form.Text>}
      {feedback !== undefined && <Form.Control.Feedback type="invalid">{feedback}</Form.Control.Feedback>}
    </Form.Group>
  );
}
