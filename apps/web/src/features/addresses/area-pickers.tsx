import Form from 'react-bootstrap/Form';
import {
  useListDistrictsQuery,
  useListProvincesQuery,
  useListRegenciesQuery,
  useListVillagesQuery,
  type Area,
} from './addresses-api';
import { useT } from '../../lib/i18n';
import { addressMessages } from './i18n/messages';
import './addresses.css';

export type AreaCodes = { province_code: string; regency_code: string; district_code: string; village_code: string };
export const EMPTY_AREAS: AreaCodes = { province_code: '', regency_code: '', district_code: '', village_code: '' };

type Props = {
  value: AreaCodes;
  onChange: (value: AreaCodes) => void;
  idPrefix: string;
  errors?: Partial<Record<keyof AreaCodes, string>>;
  disabled?: boolean;
};

function AreaSelect(props: {
  id: string;
  label: string;
  value: string;
  options: Area[] | undefined;
  isLoading: boolean;
  disabled: boolean;
  error?: string | undefined;
  onChange: (code: string) => void;
  loadingText: string;
  chooseText: string;
}) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        disabled={props.disabled}
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.isLoading ? props.loadingText : props.chooseText}</option>
        {(props.options ?? []).map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Province → city/regency → district → village, each list loaded when the level above is chosen. */
export function AreaPickers({ value, onChange, idPrefix, errors = {}, disabled = false }: Props) {
  const t = useT(addressMessages);
  const texts = { loadingText: t('loading'), chooseText: t('choose') };
  const provinces = useListProvincesQuery();
  const regencies = useListRegenciesQuery(value.province_code, { skip: !value.province_code });
  const districts = useListDistrictsQuery(value.regency_code, { skip: !value.regency_code });
  const villages = useListVillagesQuery(value.district_code, { skip: !value.district_code });
  return (
    <div className="area-pickers">
      <AreaSelect
        id={`${idPrefix}-province`}
        label={t('province')}
        {...texts}
        value={value.province_code}
        options={provinces.data}
        isLoading={provinces.isFetching}
        disabled={disabled}
        error={errors.province_code}
        onChange={(code) => onChange({ ...EMPTY_AREAS, province_code: code })}
      />
      <AreaSelect
        id={`${idPrefix}-regency`}
        label={t('regency')}
        {...texts}
        value={value.regency_code}
        options={value.province_code ? regencies.data : []}
        isLoading={regencies.isFetching}
        disabled={disabled || !value.province_code}
        error={errors.regency_code}
        onChange={(code) => onChange({ ...value, regency_code: code, district_code: '', village_code: '' })}
      />
      <AreaSelect
        id={`${idPrefix}-district`}
        label={t('district')}
        {...texts}
        value={value.district_code}
        options={value.regency_code ? districts.data : []}
        isLoading={districts.isFetching}
        disabled={disabled || !value.regency_code}
        error={errors.district_code}
        onChange={(code) => onChange({ ...value, district_code: code, village_code: '' })}
      />
      <AreaSelect
        id={`${idPrefix}-village`}
        label={t('village')}
        {...texts}
        value={value.village_code}
        options={value.district_code ? villages.data : []}
        isLoading={villages.isFetching}
        disabled={disabled || !value.district_code}
        error={errors.village_code}
        onChange={(code) => onChange({ ...value, village_code: code })}
      />
    </div>
  );
}
