import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { CATEGORY_TREE } from '@rima/shared/catalog';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import { parseWholeInput } from '@rima/shared/format';
import { productFieldSchemas } from '@rima/shared/api/products';
import { useLanguage, useT } from '../../lib/i18n';
import { productsMessages } from './i18n/messages';
import { ProductFactsFields, suggestPacking } from './product-facts-fields';
import { BrandField, ColourSwatches, EnglishFields } from './product-form-attributes';
import { FieldError, PhotoList, RefDropdown, TextField, type FormPhoto } from './product-form-parts';
import { VariantsSection } from './product-form-variants';
import {
  buildVariants,
  combinations,
  emptyVariants,
  optionsProblem,
  photoKey,
  type RowErrors,
  type VariantsDraft,
} from './variant-draft';

export type { FormPhoto } from './product-form-parts';
export { variantsFromProduct, type VariantsDraft } from './variant-draft';

export type ProductFormValues = {
  name: string;
  desc: string;
  price: string;
  stock: string;
  category_id: number | null;
  /** Legacy brand and size: kept by old products, never shown nor sent by this form (docs/decisions/037). */
  brand_id: number | null;
  size_id: number | null;
  color_id: number | null;
  brand: string;
  style: string;
  finish: string;
  seats: string;
  /** '' not said, 'true' or 'false'. */
  assembly_required: string;
  warranty_months: string;
  name_en: string;
  description_en: string;
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
  brand: '',
  style: '',
  finish: '',
  seats: '',
  assembly_required: '',
  warranty_months: '',
  name_en: '',
  description_en: '',
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

type ProductFormProps = {
  initial?: ProductFormValues;
  initialPhotos?: FormPhoto[];
  /** the options and variants the product has (edit) */
  initialVariants?: VariantsDraft;
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

/** The sell form (spec §4/§5), shared by create and edit. Checks everything before anything is sent. */
export function ProductForm({
  initial = emptyProductForm,
  initialPhotos = [],
  initialVariants = emptyVariants,
  submitLabel,
  isSubmitting,
  serverError,
  onSubmit,
  mode,
}: ProductFormProps) {
  const t = useT(productsMessages);
  const language = useLanguage();
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [photos, setPhotos] = useState<FormPhoto[]>(initialPhotos);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [variants, setVariants] = useState<VariantsDraft>(initialVariants);
  const [variantErrors, setVariantErrors] = useState<RowErrors>({});
  // with options, price and stock are typed per variant
  const hasVariants = combinations(variants.options).length > 0;
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
  // "1.250.000" and "Rp 1.250.000" are accepted as typed; the digits are checked and sent.
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
    // A photo over the limit is refused here, by name, not by the whole submit later
    const tooBig = [...files].filter((file) => file.size > MAX_PHOTO_BYTES);
    setPhotoError(
      tooBig.length > 0
        ? t('tooBig', { files: tooBig.map((f) => `"${f.name}"`).join(', '), count: tooBig.length })
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

  // '* All data must be filled' goes away as soon as everything is filled
  const isFilled =
    values.name.trim() !== '' &&
    values.desc.trim() !== '' &&
    (hasVariants || (values.price.trim() !== '' && values.stock.trim() !== '')) &&
    values.category_id !== null &&
    values.color_id !== null &&
    photos.length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const requiredFilled = isFilled;
    setMissing(!requiredFilled);
    if (!requiredFilled) return;

    const found: FieldErrors = {};
    const built = buildVariants(variants, photos.map(photoKey));
    setVariantErrors(built.errors);
    const variantsOk = optionsProblem(variants.options) === null && Object.keys(built.errors).length === 0;
    // An empty box takes the suggestion from the product's own size (create only).
    const suggested = mode === 'create' ? suggestPacking(values) : null;
    const boxEmpty = [values.packed_width_cm, values.packed_depth_cm, values.packed_height_cm].every((v) => !v.trim());
    const { brand_id: _brand, size_id: _size, ...sent } = values;
    const plain = {
      ...sent,
      ...(suggested && boxEmpty ? suggested : {}),
      price: parseWholeInput(values.price),
      stock: parseWholeInput(values.stock),
    };
    for (const key of [
      'name',
      'desc',
      ...(hasVariants ? [] : (['price', 'stock'] as const)),
      'width_cm',
      'depth_cm',
      'height_cm',
      'weight_kg',
      'material',
      'style',
      'brand',
      'finish',
      'seats',
      'warranty_months',
      'name_en',
      'description_en',
      'packed_width_cm',
      'packed_depth_cm',
      'packed_height_cm',
      'packed_weight_kg',
    ] as const) {
      const message = firstIssue(productFieldSchemas[key], plain[key]);
      if (message) found[key] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !variantsOk) return;

    const body = new FormData();
    for (const [key, value] of Object.entries(plain)) {
      if (value === null || (hasVariants && (key === 'price' || key === 'stock'))) continue;
      const text = String(value).trim();
      // Optional facts left empty are not sent on create; on edit an empty one clears the stored value.
      if (text === '' && mode === 'create') continue;
      body.append(key, text);
    }
    if (hasVariants) body.append('variants', JSON.stringify(built.entries));
    // options all removed: the product goes back to one default variant of the typed price and stock
    else if (variants.hadOptions)
      body.append(
        'variants',
        JSON.stringify([{ options: {}, price: Number(plain.price), stock: Number(plain.stock) }]),
      );
    if (mode === 'edit') {
      const kept = photos.flatMap((p) => (p.kind === 'existing' ? [p.id] : []));
      body.append('photos', JSON.stringify(kept));
    }
    for (const photo of photos) if (photo.kind === 'new') body.append('image', photo.file, photo.file.name);
    onSubmit(body);
  };

  const fieldError = (key: keyof ProductFormValues) => <FieldError text={errors[key]} />;

  return (
    <Form noValidate onSubmit={handleSubmit} className="product-form" aria-label={t('product')}>
      <div className="row g-4">
        <div className="col-lg-7">
          <TextField
            id="product-name"
            label={t('name')}
            value={values.name}
            error={errors.name}
            onChange={(v) => set('name', v)}
          />
          <TextField
            id="product-desc"
            label={t('description')}
            rows={5}
            value={values.desc}
            error={errors.desc}
            onChange={(v) => set('desc', v)}
          />
          {hasVariants ? (
            <p className="form-text">{t('variantPriceByRow')}</p>
          ) : (
            <div className="row">
              <TextField
                id="product-price"
                className="mb-3 col-sm-6"
                label={t('priceIdr')}
                inputMode="numeric"
                value={values.price}
                error={errors.price}
                onChange={(v) => setWhole('price', v)}
              />
              <TextField
                id="product-stock"
                className="mb-3 col-sm-6"
                label={t('stock')}
                inputMode="numeric"
                value={values.stock}
                error={errors.stock}
                onChange={(v) => setWhole('stock', v)}
              />
            </div>
          )}
          <div className="row">
            <div className="col-sm-4">
              <RefDropdown
                id="product-category"
                label={t('category')}
                placeholder={t('chooseCategory')}
                items={CATEGORY_TREE.flatMap((top) =>
                  // a product is filed under a leaf, listed under its room (docs/decisions/036)
                  top.children.map((c) => ({
                    id: c.id,
                    name: language === 'id' ? c.nameId : c.name,
                    group: language === 'id' ? top.nameId : top.name,
                  })),
                )}
                value={values.category_id}
                onChange={(id) => set('category_id', id)}
              />
            </div>
            <div className="col-sm-8">
              <BrandField value={values.brand} error={errors.brand} onChange={(v) => set('brand', v)} />
            </div>
          </div>
          <ColourSwatches value={values.color_id} onChange={(id) => set('color_id', id)} />
          <VariantsSection draft={variants} onChange={setVariants} photos={photos} errors={variantErrors} />
          <ProductFactsFields values={values} set={set} fieldError={fieldError} errors={errors} />
          <EnglishFields values={values} set={set} errors={errors} />
        </div>

        <div className="col-lg-5">
          <PhotoList
            photos={photos}
            error={photoError}
            canSwap={canSwap}
            onSwap={swap}
            onRemove={removePhoto}
            onAdd={addFiles}
          />
        </div>
      </div>

      {missing && !isFilled && (
        <p className="text-danger" role="alert">
          {t('allRequired')}
        </p>
      )}
      {serverError && (
        <Alert variant="danger" className="rounded-0">
          {serverError}
        </Alert>
      )}
      <Button type="submit" variant="dark" className="rounded-0 px-5" disabled={isSubmitting}>
        {isSubmitting && (
          <Spinner animation="border" size="sm" className="me-2" role="status" aria-label={t('saving')} />
        )}
        {submitLabel}
      </Button>
    </Form>
  );
}
