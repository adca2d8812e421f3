import type { HTMLAttributes } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** One small labelled input in a repeated row (a delivery window, an own-delivery area). */
export function RowField({
  id,
  label,
  className,
  value,
  onChange,
  type,
  min,
  inputMode,
}: {
  id: string;
  label: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'time' | 'number';
  min?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small">{label}</Form.Label>
      <Form.Control
        type={type}
        min={min}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}

/** The cross that removes a repeated row; `label` names the row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="col-2">
      <Button variant="outline-danger" size="sm" className="rounded-0" aria-label={label} onClick={onClick}>
        <i className="bi bi-x-lg" aria-hidden="true" />
      </Button>
    </div>
  );
}
