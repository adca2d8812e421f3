import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';

type Props = Omit<FormControlProps, 'className'> & {
  controlId: string;
  label: ReactNode;
  /** A line of help under the input; `helpId` names it for the input's aria-describedby. */
  help?: ReactNode;
  helpId?: string;
  as?: 'textarea';
  rows?: number;
};

/** A labelled input in the shop's square style, with an optional line of help under it. */
export function InputField({ controlId, label, help, helpId, ...control }: Props) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control className="rounded-0" {...control} />
      {help !== undefined && <Form.Text id={helpId}>{help}</Form.Text>}
    </Form.Group>
  );
}
