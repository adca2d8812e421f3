import { BRAND_MAX, PALETTE, paletteRowId } from '@rima/shared/catalog';
import { useLanguage, useT } from '../../lib/i18n';
import { productsMessages } from './i18n/messages';
import type { ProductFormValues } from './product-form';
import { TextField } from './product-form-parts';

type Set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
type Errors = Partial<Record<keyof ProductFormValues, string>>;

/** The brand as free text: the maker or the store's own line (docs/decisions/037). */
export function BrandField(props: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const t = useT(productsMessages);
  return (
    <TextField
      id="product-brand"
      label={t('brandOptional')}
      maxLength={BRAND_MAX}
      value={props.value}
      placeholder={t('brandHint')}
      error={props.error}
      onChange={props.onChange}
    />
  );
}

/** The palette's colours as swatches; a legacy colour (1–6) shows as the palette colour it stands for. */
export function ColourSwatches(props: { value: number | null; onChange: (id: number) => void }) {
  const t = useT(productsMessages);
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
  const t = useT(productsMessages);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('englishLegend')}</legend>
      <TextField
        id="product-name_en"
        label={t('nameEn')}
        value={values.name_en}
        error={errors.name_en}
        onChange={(v) => set('name_en', v)}
      />
      <TextField
        id="product-description_en"
        label={t('descriptionEn')}
        rows={3}
        value={values.description_en}
        error={errors.description_en}
        onChange={(v) => set('description_en', v)}
      />
    </fieldset>
  );
}
