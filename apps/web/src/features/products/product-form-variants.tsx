import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { VARIANT_OPTION_TEXT_MAX, VARIANT_OPTIONS_MAX, VARIANT_SKU_MAX, VARIANTS_MAX } from '@rima/shared/catalog';
import { useT } from '../../lib/i18n';
import { shippingMessages } from '../shipping';
import { productsMessages } from './i18n/messages';
import { FieldError, TextField, type FormPhoto } from './product-form-parts';
import {
  combinations,
  emptyRow,
  optionsProblem,
  photoKey,
  REQUIRED,
  rowKey,
  SIZE_KEYS,
  type RowDraft,
  type RowErrors,
  type VariantsDraft,
  variantText,
} from './variant-draft';

type Props = {
  draft: VariantsDraft;
  onChange: (next: VariantsDraft) => void;
  photos: readonly FormPhoto[];
  errors: RowErrors;
};

const SIZE_LABELS = { width_cm: 'width', depth_cm: 'depth', height_cm: 'height', weight_kg: 'weight' } as const;
const COLUMNS = ['price', 'stock', 'sku'] as const;
type Column = (typeof COLUMNS)[number] | (typeof SIZE_KEYS)[number];

/**
 * "Opsi / Varian": up to two options with their values, and a row per combination where the seller types its
 * price, stock, SKU and, when they differ, its dimensions, and picks the photos that show it.
 */
export function VariantsSection({ draft, onChange, photos, errors }: Props) {
  const t = useT(productsMessages);
  const ts = useT(shippingMessages);
  const combos = combinations(draft.options);
  const problem = optionsProblem(draft.options);
  const setOption = (index: number, patch: Partial<VariantsDraft['options'][number]>) =>
    onChange({ ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  const setRow = (key: string, patch: Partial<RowDraft>) =>
    onChange({ ...draft, rows: { ...draft.rows, [key]: { ...(draft.rows[key] ?? emptyRow), ...patch } } });
  const message = (text: string | undefined) => (text === REQUIRED ? t('variantRequired') : text);
  const columns: readonly Column[] = draft.ownSizes ? [...COLUMNS, ...SIZE_KEYS] : COLUMNS;
  const heading = (field: Column) =>
    field === 'price'
      ? t('priceIdr')
      : field === 'stock'
        ? t('stock')
        : field === 'sku'
          ? t('variantSku')
          : ts(SIZE_LABELS[field]);

  return (
    <fieldset className="mb-4 product-variants">
      <legend className="form-label fs-6">{t('variantsLegend')}</legend>
      <p className="form-text mt-0">{t('variantsHint', { max: VARIANTS_MAX })}</p>
      {draft.options.map((option, i) => (
        <div key={i} className="row g-2 align-items-end mb-2">
          <TextField
            id={`variant-option-${i}-name`}
            className="col-sm-4"
            label={t('variantOptionName', { n: i + 1 })}
            maxLength={VARIANT_OPTION_TEXT_MAX}
            placeholder={i === 0 ? t('variantNameExample1') : t('variantNameExample2')}
            value={option.name}
            error={undefined}
            onChange={(name) => setOption(i, { name })}
          />
          <TextField
            id={`variant-option-${i}-values`}
            className="col"
            label={t('variantOptionValues', { n: i + 1 })}
            placeholder={i === 0 ? t('variantValuesExample1') : t('variantValuesExample2')}
            value={option.values}
            error={undefined}
            onChange={(values) => setOption(i, { values })}
          />
          <div className="col-auto">
            <Button
              variant="outline-danger"
              className="rounded-0"
              aria-label={t('variantRemoveOption', { n: i + 1 })}
              onClick={() => onChange({ ...draft, options: draft.options.filter((_, j) => j !== i) })}
            >
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      {draft.options.length < VARIANT_OPTIONS_MAX && (
        <Button
          variant="outline-dark"
          size="sm"
          className="rounded-0 mb-2"
          onClick={() => onChange({ ...draft, options: [...draft.options, { name: '', values: '' }] })}
        >
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('variantAddOption')}
        </Button>
      )}
      {problem && (
        <p className="text-danger small mb-2" role="alert">
          {t(problem, { max: VARIANTS_MAX, count: combos.length })}
        </p>
      )}
      {combos.length > 0 && !problem && (
        <>
          <Form.Check
            id="variant-own-sizes"
            className="mb-2"
            label={t('variantOwnSizes')}
            checked={draft.ownSizes}
            onChange={(e) => onChange({ ...draft, ownSizes: e.target.checked })}
          />
          <table className="variant-table">
            <thead>
              <tr>
                <th scope="col">{t('variantColumn')}</th>
                {columns.map((field) => (
                  <th key={field} scope="col">
                    {heading(field)}
                  </th>
                ))}
                {photos.length > 1 && <th scope="col">{t('variantPhotos')}</th>}
              </tr>
            </thead>
            <tbody>
              {combos.map((combo) => {
                const key = rowKey(combo);
                const row = draft.rows[key] ?? emptyRow;
                const label = variantText(combo);
                const rowErrors = errors[key] ?? {};
                const cell = (field: Column, name = heading(field)) => (
                  <td key={field} data-label={name}>
                    <Form.Control
                      size="sm"
                      className="rounded-0"
                      aria-label={t('variantFieldOf', { field: name, variant: label })}
                      inputMode={
                        field === 'sku' ? undefined : field === 'price' || field === 'stock' ? 'numeric' : 'decimal'
                      }
                      maxLength={field === 'sku' ? VARIANT_SKU_MAX : undefined}
                      value={row[field]}
                      isInvalid={Boolean(rowErrors[field])}
                      onChange={(e) => setRow(key, { [field]: e.target.value })}
                    />
                    <FieldError text={message(rowErrors[field])} />
                  </td>
                );
                return (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    {columns.map((field) => cell(field))}
                    {photos.length > 1 && (
                      <td data-label={t('variantPhotos')}>
                        <div className="variant-table__photos">
                          {photos.map((photo, n) => {
                            const pk = photoKey(photo);
                            const isOn = row.photos.includes(pk);
                            return (
                              <button
                                key={pk}
                                type="button"
                                className={`variant-table__photo${isOn ? ' is-active' : ''}`}
                                aria-pressed={isOn}
                                aria-label={t('variantPhotoOf', { n: n + 1, variant: label })}
                                onClick={() =>
                                  setRow(key, {
                                    photos: isOn ? row.photos.filter((p) => p !== pk) : [...row.photos, pk],
                                  })
                                }
                              >
                                {n + 1}
                              </button>
                            );
                          })}
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </fieldset>
  );
}
