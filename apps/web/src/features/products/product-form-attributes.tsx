import Form from 'react-bootstrap/Form';
import { BRAND_MAX, PALETTE, paletteRowId } from '@rima/shared/catalog';
import { useLanguage, useT } from '../../lib/i18n';
import { sellerMessages } from './i18n/messages';
import type { ProductFormValues } from './product-form';
import { FieldError } from './product-form-parts';

type Set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
type Errors = Partial<Record<keyof ProductFormValues, string>>;

/** The brand as free text: the maker or the store's own line (docs/decisions/037). */
export function BrandField(props: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const t = useT(sellerMessages);
  return (
    <Form.Group className="mb-3" controlId="product-brand">
      <Form.Label>{t('brandOptional')}</Form.Label>
      <Form.Control
        className="rounded-0"
        maxLength={BRAND_MAX}
        value={props.value}
        placeholder={t('brandHint')}
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <FieldError text={props.error} />
    </Form.Group>
  );
}

/** The palette's colours as swatches; a legacy colour (1–6) shows as the palette colour it stands for. */
export function ColourSwatches(props: { value: number | null; onChange: (id: number) => void }) {
  const t = useT(sellerMessages);
  const language = useLanguage();
  const chosen = props.value === null ? null : paletteRowId(props.value);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('colour')}</legend>
      <div className="d-flex gap-2 flex-wrap" role="radiogroup" aria-label={t('colour')}>
        {PALETTE.map((color) => {
          const name = language === 'id' ? color.id : color.en;
          return (
            <label key={color.code} className="color-swatch" title={name}>
              <input
                type="radio"
                name="color_id"
                className="visually-hidden"
                aria-label={name}
                checked={chosen === color.rowId}
                onChange={() => props.onChange(color.rowId)}
              />
              <span
                className={`color-swatch__dot${chosen === color.rowId ? ' color-swatch__dot--active' : ''}`}
                style={{ backgroundColor: color.hex }}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The optional English name and description the English shop shows. */
export function EnglishFields({ values, set, errors }: { values: ProductFormValues; set: Set; errors: Errors }) {
  const t = useT(sellerMessages);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('englishLegend')}</legend>
      <Form.Group className="mb-3" controlId="product-name_en">
        <Form.Label>{t('nameEn')}</Form.Label>
        <Form.Control
          className="rounded-0"
          value={values.name_en}
          isInvalid={Boolean(errors.name_en)}
          onChange={(e) => set('name_en', e.target.value)}
        />
        <FieldError text={errors.name_en} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="product-description_en">
        <Form.Label>{t('descriptionEn')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          className="rounded-0"
          value={values.description_en}
          isInvalid={Boolean(errors.description_en)}
          onChange={(e) => set('description_en', e.target.value)}
        />
        <FieldError text={errors.description_en} />
      </Form.Group>
    </fieldset>
  );
}
