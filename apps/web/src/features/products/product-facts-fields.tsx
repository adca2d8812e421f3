import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MATERIALS, STYLES, type Labelled } from '@rima/shared/catalog';
import { useLanguage, useT } from '../../lib/i18n';
import { shippingMessages } from '../shipping';
import { productsMessages } from './i18n/messages';
import type { ProductFormValues } from './product-form';

type Key = keyof ProductFormValues;
type Props = {
  values: ProductFormValues;
  set: <K extends Key>(key: K, value: ProductFormValues[K]) => void;
  fieldError: (key: Key) => React.ReactNode;
  errors: Partial<Record<Key, string>>;
};

const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
const round1 = (n: number) => String(Math.round(n * 10) / 10);

/**
 * The box a product ships in, suggested from its own size (a crate 4 cm larger each way, 10 %
 * heavier), and whether it is bulky (a side of 100 cm or more, or 25 kg or more: buyers pick a delivery slot).
 */
export function suggestPacking(v: ProductFormValues) {
  const [w, d, h, kg] = [num(v.width_cm), num(v.depth_cm), num(v.height_cm), num(v.weight_kg)];
  if (w === null || d === null || h === null || [w, d, h].some(Number.isNaN)) return null;
  const weight = kg !== null && !Number.isNaN(kg) ? kg : null;
  return {
    packed_width_cm: round1(w + 4),
    packed_depth_cm: round1(d + 4),
    packed_height_cm: round1(h + 4),
    packed_weight_kg: weight === null ? '' : round1(weight * 1.1),
    is_bulky: Math.max(w, d, h) >= 100 || (weight ?? 0) >= 25,
  };
}

function NumberField(props: Props & { name: Key; label: string; placeholder?: string | undefined }) {
  const value = props.values[props.name];
  return (
    <Form.Group className="mb-3 col-6 col-md-3" controlId={`product-${props.name}`}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        className="rounded-0"
        inputMode="decimal"
        value={typeof value === 'string' ? value : ''}
        placeholder={props.placeholder}
        isInvalid={Boolean(props.errors[props.name])}
        onChange={(e) => props.set(props.name, e.target.value)}
      />
      {props.fieldError(props.name)}
    </Form.Group>
  );
}

/** A select of a controlled list (packages/shared/src/catalog.ts), labelled in the shop's language. */
function ListField(
  props: Props & { name: 'material' | 'style'; label: string; none: string; list: readonly Labelled[] },
) {
  const language = useLanguage();
  return (
    <Form.Group className="mb-3 col-sm-6" controlId={`product-${props.name}`}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        className="rounded-0"
        value={props.values[props.name]}
        isInvalid={Boolean(props.errors[props.name])}
        onChange={(e) => props.set(props.name, e.target.value)}
      >
        <option value="">{props.none}</option>
        {props.list.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {language === 'id' ? entry.id : entry.en}
          </option>
        ))}
      </Form.Select>
      {props.fieldError(props.name)}
    </Form.Group>
  );
}

/** Material, style, finish, seats, assembly and warranty (docs/decisions/037). */
function AttributeFields(props: Props) {
  const t = useT(productsMessages);
  const ts = useT(shippingMessages);
  const { values, set } = props;
  const materialLabel = ts('material');
  return (
    <div className="row">
      <ListField {...props} name="material" label={materialLabel} none={t('notSaid')} list={MATERIALS} />
      <ListField {...props} name="style" label={t('style')} none={t('notSaid')} list={STYLES} />
      <Form.Group className="mb-3 col-sm-6" controlId="product-finish">
        <Form.Label>{t('finish')}</Form.Label>
        <Form.Control
          className="rounded-0"
          value={values.finish}
          placeholder={t('finishHint')}
          isInvalid={Boolean(props.errors.finish)}
          onChange={(e) => set('finish', e.target.value)}
        />
        {props.fieldError('finish')}
      </Form.Group>
      <NumberField {...props} name="seats" label={t('seats')} />
      <NumberField {...props} name="warranty_months" label={t('warrantyMonths')} />
      <Form.Group className="mb-3 col-sm-6" controlId="product-assembly_required">
        <Form.Label>{t('assembly')}</Form.Label>
        <Form.Select
          className="rounded-0"
          value={values.assembly_required}
          onChange={(e) => set('assembly_required', e.target.value)}
        >
          <option value="">{t('notSaid')}</option>
          <option value="true">{t('assemblyNeeded')}</option>
          <option value="false">{t('assemblyReady')}</option>
        </Form.Select>
      </Form.Group>
    </div>
  );
}

/** Furniture facts (size, weight, material, style…) and the shipping box. */
export function ProductFactsFields(props: Props) {
  const t = useT(shippingMessages);
  const { values, set } = props;
  const suggested = suggestPacking(values);
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('factsLegend')}</legend>
        <div className="row">
          <NumberField {...props} name="width_cm" label={t('width')} />
          <NumberField {...props} name="depth_cm" label={t('depth')} />
          <NumberField {...props} name="height_cm" label={t('height')} />
          <NumberField {...props} name="weight_kg" label={t('weight')} />
        </div>
        <AttributeFields {...props} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('boxLegend')}</legend>
        <p className="small text-muted mb-2">
          {t('boxHint')}
          {suggested && (
            <Button
              variant="link"
              size="sm"
              className="p-0 ms-1 align-baseline text-dark"
              onClick={() => {
                set('packed_width_cm', suggested.packed_width_cm);
                set('packed_depth_cm', suggested.packed_depth_cm);
                set('packed_height_cm', suggested.packed_height_cm);
                set('packed_weight_kg', suggested.packed_weight_kg);
                set('is_bulky', suggested.is_bulky);
              }}
            >
              {t('boxFill')}
            </Button>
          )}
        </p>
        <div className="row">
          <NumberField
            {...props}
            name="packed_width_cm"
            label={t('boxWidth')}
            placeholder={suggested?.packed_width_cm}
          />
          <NumberField
            {...props}
            name="packed_depth_cm"
            label={t('boxDepth')}
            placeholder={suggested?.packed_depth_cm}
          />
          <NumberField
            {...props}
            name="packed_height_cm"
            label={t('boxHeight')}
            placeholder={suggested?.packed_height_cm}
          />
          <NumberField
            {...props}
            name="packed_weight_kg"
            label={t('boxWeight')}
            placeholder={suggested?.packed_weight_kg || undefined}
          />
        </div>
        <Form.Check
          id="product-is_bulky"
          checked={values.is_bulky}
          onChange={(e) => set('is_bulky', e.target.checked)}
          label={t('bulky')}
        />
      </fieldset>
    </>
  );
}
