import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { productsMessages } from './i18n/messages';

/** A photo already on the server (edit) or a file picked here, shown with a preview. */
export type FormPhoto =
  { kind: 'existing'; id: number; url: string } | { kind: 'new'; key: string; file: File; url: string };

/** A field's failed check (a shared form rule's English text) in the visitor's language. */
export function FieldError({ text }: { text: string | undefined }) {
  const errorText = useErrorText();
  return text ? <Form.Control.Feedback type="invalid">{errorText(text)}</Form.Control.Feedback> : null;
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** a textarea of this many rows; a one-line input without */
  rows?: number;
  className?: string;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  placeholder?: string;
};

const MULTILINE = { as: 'textarea' } as const;

/** A labelled text box with its failed check below it: the sell form's usual field. */
export function TextField({ id, label, value, error, onChange, rows, className = 'mb-3', ...rest }: TextFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows === undefined ? {} : { ...MULTILINE, rows })}
        {...rest}
        className="rounded-0"
        value={value}
        isInvalid={Boolean(error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError text={error} />
    </Form.Group>
  );
}

/** A reference list (category, brand, size) as a dropdown that opens on click and closes on picking. */
export function RefDropdown({
  id,
  label,
  placeholder,
  items,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** shown while nothing is chosen: "Choose category" */
  placeholder: string;
  /** `group`: the heading the item is listed under (a leaf's top-level category); items of a group are adjacent */
  items: readonly { id: number; name: string; group?: string }[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const selected = items.find((i) => i.id === value);
  // Controlled, and the items exist only while open: the menu opens on click and closes on picking (spec §4).
  const [isOpen, setOpen] = useState(false);
  return (
    <Form.Group className="mb-3">
      <Form.Label id={`${id}-label`}>{label}</Form.Label>
      <Dropdown
        show={isOpen}
        onToggle={(next) => setOpen(next)}
        onSelect={(key) => {
          if (key) onChange(Number(key));
          setOpen(false);
        }}
      >
        <Dropdown.Toggle
          id={id}
          variant="outline-dark"
          className="rounded-0 w-100 d-flex justify-content-between align-items-center"
          aria-labelledby={`${id}-label ${id}`}
        >
          {selected ? selected.name : placeholder}
        </Dropdown.Toggle>
        <Dropdown.Menu className="rounded-0 w-100">
          {isOpen &&
            items.flatMap((item, i) => [
              ...(item.group !== undefined && item.group !== items[i - 1]?.group
                ? [<Dropdown.Header key={`group-${item.id}`}>{item.group}</Dropdown.Header>]
                : []),
              <Dropdown.Item key={item.id} eventKey={String(item.id)} active={item.id === value}>
                {item.name}
              </Dropdown.Item>,
            ])}
        </Dropdown.Menu>
      </Dropdown>
    </Form.Group>
  );
}

type PhotoListProps = {
  photos: FormPhoto[];
  /** why picked files were refused */
  error: string | null;
  canSwap: (a: number, b: number) => boolean;
  onSwap: (a: number, b: number) => void;
  onRemove: (index: number) => void;
  onAdd: (files: FileList | null) => void;
};

/** The sell form's photos: previews with move up/down and remove, and the file picker while there is room. */
export function PhotoList({ photos, error, canSwap, onSwap, onRemove, onAdd }: PhotoListProps) {
  const t = useT(productsMessages);
  return (
    <>
      <p className="form-label mb-2">{t('photos', { count: photos.length, max: MAX_PRODUCT_PHOTOS })}</p>
      <ul className="product-form__photos list-unstyled">
        {photos.map((photo, index) => (
          <li key={photo.kind === 'new' ? photo.key : `photo-${photo.id}`} className="product-form__photo">
            <img src={photo.url} alt={t('photoN', { n: index + 1 })} />
            <div className="product-form__photo-actions">
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                aria-label={t('moveUp', { n: index + 1 })}
                disabled={!canSwap(index, index - 1)}
                onClick={() => onSwap(index, index - 1)}
              >
                <i className="bi bi-arrow-up" aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                aria-label={t('moveDown', { n: index + 1 })}
                disabled={!canSwap(index, index + 1)}
                onClick={() => onSwap(index, index + 1)}
              >
                <i className="bi bi-arrow-down" aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                className="rounded-0"
                aria-label={t('removePhoto', { n: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {photos.length < MAX_PRODUCT_PHOTOS && (
        <Form.Group controlId="product-photos" className="mb-3">
          <Form.Label className="btn btn-outline-dark rounded-0 w-100 mb-0">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            {t('addPhotos')}
          </Form.Label>
          <Form.Control
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) => {
              const input = e.target as HTMLInputElement;
              onAdd(input.files);
              input.value = '';
            }}
          />
          <Form.Text>{t('photoHint', { max: MAX_PRODUCT_PHOTOS })}</Form.Text>
          {error && (
            <p className="text-danger small mt-1 mb-0" role="alert">
              {error}
            </p>
          )}
        </Form.Group>
      )}
    </>
  );
}
