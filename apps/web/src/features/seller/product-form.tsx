import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { BRANDS, CATEGORIES, COLORS, SIZES } from '@rima/shared/catalog';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import { parseWholeInput } from '@rima/shared/format';
import { MESSAGES } from '@rima/shared/messages';
import { productFieldSchemas } from '@rima/shared/api/seller-products';
import { ProductFactsFields, suggestPacking } from './product-facts-fields';

export type ProductFormValues = {
  name: string;
  desc: string;
  price: string;
  stock: string;
  category_id: number | null;
  brand_id: number | null;
  size_id: number | null;
  color_id: number | null;
  width_cm: string;
  depth_cm: string;
  height_cm: string;
  weight_kg: string;
  material: string;
  packed_width_cm: string;
  packed_depth_cm: string;
  packed_height_cm: string;
  packed_weight_kg: string;
  is_bulky: boolean;
};

export const emptyProductForm: ProductFormValues = {
  name: '',
  desc: '',
  price: '',
  stock: '',
  category_id: null,
  brand_id: null,
  size_id: null,
  color_id: null,
  width_cm: '',
  depth_cm: '',
  height_cm: '',
  weight_kg: '',
  material: '',
  packed_width_cm: '',
  packed_depth_cm: '',
  packed_height_cm: '',
  packed_weight_kg: '',
  is_bulky: false,
};

/** A photo already on the server (edit) or a file picked here, shown with a preview. */
export type FormPhoto =
  { kind: 'existing'; id: number; url: string } | { kind: 'new'; key: string; file: File; url: string };

type ProductFormProps = {
  initial?: ProductFormValues;
  initialPhotos?: FormPhoto[];
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's message after a failed submit. */
  serverError?: string | undefined;
  /** Called with the multipart body only when every check passed. */
  onSubmit: (body: FormData) => void;
  /** Edit sends `photos` (kept ids, in order); create sends every photo as a file. */
  mode: 'create' | 'edit';
};

type FieldErrors = Partial<Record<keyof ProductFormValues, string>>;

const DIGITS = /^\d*$/;

function firstIssue(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function RefDropdown({
  id,
  label,
  items,
  value,
  onChange,
}: {
  id: string;
  label: string;
  items: readonly { id: number; name: string }[];
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
          {selected ? selected.name : `Choose ${label.toLowerCase()}`}
        </Dropdown.Toggle>
        <Dropdown.Menu className="rounded-0 w-100">
          {isOpen &&
            items.map((item) => (
              <Dropdown.Item key={item.id} eventKey={String(item.id)} active={item.id === value}>
                {item.name}
              </Dropdown.Item>
            ))}
        </Dropdown.Menu>
      </Dropdown>
    </Form.Group>
  );
}

/** The sell form (spec §4/§5), shared by create and edit. Checks everything before anything is sent. */
export function ProductForm({
  initial = emptyProductForm,
  initialPhotos = [],
  submitLabel,
  isSubmitting,
  serverError,
  onSubmit,
  mode,
}: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [photos, setPhotos] = useState<FormPhoto[]>(initialPhotos);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const created = useRef<string[]>([]);

  // Previews are object URLs: free them when the form goes away.
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Price and stock take digits only; anything else is refused with a message straight away.
  // issue 17: "1.250.000" and "Rp 1.250.000" are accepted as typed; the digits are checked and sent.
  const setWhole = (key: 'price' | 'stock', raw: string) => {
    set(key, raw);
    const value = parseWholeInput(raw);
    setErrors((e) => ({
      ...e,
      [key]: DIGITS.test(value) ? undefined : firstIssue(productFieldSchemas[key], value),
    }));
  };

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PRODUCT_PHOTOS - photos.length;
    // issue 17: a photo over the limit is refused here, by name, not by the whole submit later
    const tooBig = [...files].filter((file) => file.size > MAX_PHOTO_BYTES);
    setPhotoError(
      tooBig.length > 0
        ? `${tooBig.map((f) => `"${f.name}"`).join(', ')} ${tooBig.length > 1 ? 'are' : 'is'} larger than 5 MB and was not added.`
        : null,
    );
    const fitting = [...files].filter((file) => file.size <= MAX_PHOTO_BYTES);
    const added: FormPhoto[] = fitting.slice(0, room).map((file) => {
      const url = URL.createObjectURL(file);
      created.current.push(url);
      nextKey.current += 1;
      return { kind: 'new', key: `new-${nextKey.current}`, file, url };
    });
    setPhotos((p) => [...p, ...added]);
  };

  const removePhoto = (index: number) => setPhotos((p) => p.filter((_, i) => i !== index));

  // Kept photos come before new ones on the server (new files are appended), so moves stay within a kind.
  const canSwap = (a: number, b: number) => {
    const pa = photos[a];
    const pb = photos[b];
    return pa !== undefined && pb !== undefined && pa.kind === pb.kind;
  };
  const swap = (a: number, b: number) =>
    setPhotos((p) => {
      const copy = [...p];
      const x = copy[a];
      const y = copy[b];
      if (x === undefined || y === undefined) return p;
      copy[a] = y;
      copy[b] = x;
      return copy;
    });

  // '* All data must be filled' goes away as soon as everything is filled (issue 17)
  const isFilled =
    values.name.trim() !== '' &&
    values.desc.trim() !== '' &&
    values.price.trim() !== '' &&
    values.stock.trim() !== '' &&
    values.category_id !== null &&
    values.brand_id !== null &&
    values.size_id !== null &&
    values.color_id !== null &&
    photos.length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const requiredFilled = isFilled;
    setMissing(!requiredFilled);
    if (!requiredFilled) return;

    const found: FieldErrors = {};
    // Issue 15: an empty box takes the suggestion from the product's own size (create only).
    const suggested = mode === 'create' ? suggestPacking(values) : null;
    const boxEmpty = [values.packed_width_cm, values.packed_depth_cm, values.packed_height_cm].every((v) => !v.trim());
    const plain = {
      ...values,
      ...(suggested && boxEmpty ? suggested : {}),
      price: parseWholeInput(values.price),
      stock: parseWholeInput(values.stock),
    };
    for (const key of [
      'name',
      'desc',
      'price',
      'stock',
      'width_cm',
      'depth_cm',
      'height_cm',
      'weight_kg',
      'material',
      'packed_width_cm',
      'packed_depth_cm',
      'packed_height_cm',
      'packed_weight_kg',
    ] as const) {
      const message = firstIssue(productFieldSchemas[key], plain[key]);
      if (message) found[key] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const body = new FormData();
    for (const [key, value] of Object.entries(plain)) {
      if (value === null) continue;
      const text = String(value).trim();
      // Optional facts left empty are not sent on create; on edit an empty one clears the stored value.
      if (text === '' && mode === 'create') continue;
      body.append(key, text);
    }
    if (mode === 'edit') {
      const kept = photos.flatMap((p) => (p.kind === 'existing' ? [p.id] : []));
      body.append('photos', JSON.stringify(kept));
    }
    for (const photo of photos) if (photo.kind === 'new') body.append('image', photo.file, photo.file.name);
    onSubmit(body);
  };

  const fieldError = (key: keyof ProductFormValues) =>
    errors[key] ? <Form.Control.Feedback type="invalid">{errors[key]}</Form.Control.Feedback> : null;

  return (
    <Form noValidate onSubmit={handleSubmit} className="product-form" aria-label="Product">
      <div className="row g-4">
        <div className="col-lg-7">
          <Form.Group className="mb-3" controlId="product-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              className="rounded-0"
              value={values.name}
              isInvalid={Boolean(errors.name)}
              onChange={(e) => set('name', e.target.value)}
            />
            {fieldError('name')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="product-desc">
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              className="rounded-0"
              value={values.desc}
              isInvalid={Boolean(errors.desc)}
              onChange={(e) => set('desc', e.target.value)}
            />
            {fieldError('desc')}
          </Form.Group>
          <div className="row">
            <Form.Group className="mb-3 col-sm-6" controlId="product-price">
              <Form.Label>Price (IDR)</Form.Label>
              <Form.Control
                className="rounded-0"
                inputMode="numeric"
                value={values.price}
                isInvalid={Boolean(errors.price)}
                onChange={(e) => setWhole('price', e.target.value)}
              />
              {fieldError('price')}
            </Form.Group>
            <Form.Group className="mb-3 col-sm-6" controlId="product-stock">
              <Form.Label>Stock</Form.Label>
              <Form.Control
                className="rounded-0"
                inputMode="numeric"
                value={values.stock}
                isInvalid={Boolean(errors.stock)}
                onChange={(e) => setWhole('stock', e.target.value)}
              />
              {fieldError('stock')}
            </Form.Group>
          </div>
          <div className="row">
            <div className="col-sm-4">
              <RefDropdown
                id="product-category"
                label="Category"
                items={CATEGORIES}
                value={values.category_id}
                onChange={(id) => set('category_id', id)}
              />
            </div>
            <div className="col-sm-4">
              <RefDropdown
                id="product-brand"
                label="Brand"
                items={BRANDS}
                value={values.brand_id}
                onChange={(id) => set('brand_id', id)}
              />
            </div>
            <div className="col-sm-4">
              <RefDropdown
                id="product-size"
                label="Size"
                items={SIZES}
                value={values.size_id}
                onChange={(id) => set('size_id', id)}
              />
            </div>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Colour</legend>
            <div className="d-flex gap-2 flex-wrap" role="radiogroup" aria-label="Colour">
              {COLORS.map((color) => (
                <label key={color.id} className="color-swatch" title={color.name}>
                  <input
                    type="radio"
                    name="color_id"
                    className="visually-hidden"
                    aria-label={color.name}
                    checked={values.color_id === color.id}
                    onChange={() => set('color_id', color.id)}
                  />
                  <span
                    className={`color-swatch__dot${values.color_id === color.id ? ' color-swatch__dot--active' : ''}`}
                    style={{ backgroundColor: color.hex }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <ProductFactsFields values={values} set={set} fieldError={fieldError} errors={errors} />
        </div>

        <div className="col-lg-5">
          <p className="form-label mb-2">
            Photos ({photos.length}/{MAX_PRODUCT_PHOTOS})
          </p>
          <ul className="product-form__photos list-unstyled">
            {photos.map((photo, index) => (
              <li key={photo.kind === 'new' ? photo.key : `photo-${photo.id}`} className="product-form__photo">
                <img src={photo.url} alt={`Photo ${index + 1}`} />
                <div className="product-form__photo-actions">
                  <Button
                    size="sm"
                    variant="outline-dark"
                    className="rounded-0"
                    aria-label={`Move photo ${index + 1} up`}
                    disabled={!canSwap(index, index - 1)}
                    onClick={() => swap(index, index - 1)}
                  >
                    <i className="bi bi-arrow-up" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-dark"
                    className="rounded-0"
                    aria-label={`Move photo ${index + 1} down`}
                    disabled={!canSwap(index, index + 1)}
                    onClick={() => swap(index, index + 1)}
                  >
                    <i className="bi bi-arrow-down" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="rounded-0"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => removePhoto(index)}
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
                Add photos
              </Form.Label>
              <Form.Control
                type="file"
                className="visually-hidden"
                accept="image/jpeg,image/png,image/webp"
                multiple
                onChange={(e) => {
                  const input = e.target as HTMLInputElement;
                  addFiles(input.files);
                  input.value = '';
                }}
              />
              <Form.Text>JPEG, PNG or WebP, at most 5 MB each, up to {MAX_PRODUCT_PHOTOS} photos.</Form.Text>
              {photoError && (
                <p className="text-danger small mt-1 mb-0" role="alert">
                  {photoError}
                </p>
              )}
            </Form.Group>
          )}
        </div>
      </div>

      {missing && !isFilled && (
        <p className="text-danger" role="alert">
          {MESSAGES.sellAllRequired}
        </p>
      )}
      {serverError && (
        <Alert variant="danger" className="rounded-0">
          {serverError}
        </Alert>
      )}
      <Button type="submit" variant="dark" className="rounded-0 px-5" disabled={isSubmitting}>
        {isSubmitting && <Spinner animation="border" size="sm" className="me-2" role="status" aria-label="Saving" />}
        {submitLabel}
      </Button>
    </Form>
  );
}
