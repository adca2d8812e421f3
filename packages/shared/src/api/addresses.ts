import { z } from 'zod';
import { PHONE_MAX_LENGTH } from '../constants';
import { normalizeNationalNumber } from '../format';
import { okEnvelope } from './envelope';
import { idField, multiLineText, singleLineText } from './fields';
import * as endpoints from '../endpoints/addresses';

/**
 * Indonesian addresses. Areas are the official ones (idn-area-data): province → city/regency →
 * district → village, each with its code ("31", "31.74", "31.74.01", "31.74.01.1001").
 */

export const MAX_ADDRESSES_PER_CUSTOMER = 20;
/** Labels the pickers offer; any other short label is fine too. */
export const ADDRESS_LABELS = ['Rumah', 'Kantor'] as const;

export const PROVINCE_CODE = /^\d{2}$/;
export const REGENCY_CODE = /^\d{2}\.\d{2}$/;
export const DISTRICT_CODE = /^\d{2}\.\d{2}\.\d{2}$/;
export const VILLAGE_CODE = /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/;

const code = (field: string, pattern: RegExp, example: string) =>
  z
    .string({ error: `Choose the ${field}` })
    .trim()
    .min(1, { error: `Choose the ${field}` })
    .regex(pattern, { error: `${field} must be an area code such as ${example}` });

export const areaSchema = z.object({ code: z.string(), name: z.string() });
export type Area = z.infer<typeof areaSchema>;
export const regencySchema = areaSchema.extend({ province_code: z.string(), province_name: z.string() });
export type Regency = z.infer<typeof regencySchema>;

export const areaCodeParams = (field: string, pattern: RegExp, example: string) =>
  z.object({ code: code(field, pattern, example) });

const areaList = okEnvelope(z.array(areaSchema));

export const listProvinces = { ...endpoints.listProvinces, response: areaList } as const;
export const listRegencies = {
  ...endpoints.listRegencies,
  params: areaCodeParams('province', PROVINCE_CODE, '31'),
  response: areaList,
} as const;
export const listDistricts = {
  ...endpoints.listDistricts,
  params: areaCodeParams('city/regency', REGENCY_CODE, '31.74'),
  response: areaList,
} as const;
export const listVillages = {
  ...endpoints.listVillages,
  params: areaCodeParams('district', DISTRICT_CODE, '31.74.01'),
  response: areaList,
} as const;

export const searchRegenciesQuerySchema = z.object({
  q: singleLineText().trim().max(60, { error: 'q is at most 60 characters' }).default(''),
});
/** Cities/regencies whose name contains every word of `q` (at most 20), for the visitor's city picker. */
export const searchRegencies = {
  ...endpoints.searchRegencies,
  query: searchRegenciesQuerySchema,
  response: okEnvelope(z.array(regencySchema)),
} as const;

// ---------- the address book ----------

const phoneField = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeNationalNumber(v.replace(/^\+62/, '')) : v),
  z
    .string({ error: 'Please enter the phone number' })
    .min(1, { error: 'Please enter the phone number' })
    .regex(/^\d+$/, { error: 'Please enter a valid phone number (digits only)' })
    .min(6, { error: 'Please enter a valid phone number (at least 6 digits)' })
    .max(PHONE_MAX_LENGTH, { error: `Please enter a valid phone number (at most ${PHONE_MAX_LENGTH} digits)` }),
);

export const addressFields = {
  label: singleLineText()
    .trim()
    .min(1, { error: 'Please give the address a label, such as Rumah or Kantor' })
    .max(30, { error: 'The label is at most 30 characters' }),
  recipient: singleLineText()
    .trim()
    .min(1, { error: "Please enter the recipient's name" })
    .max(100, { error: "The recipient's name is at most 100 characters" }),
  phone: phoneField,
  province_code: code('province', PROVINCE_CODE, '31'),
  regency_code: code('city/regency', REGENCY_CODE, '31.74'),
  district_code: code('district', DISTRICT_CODE, '31.74.01'),
  village_code: code('village', VILLAGE_CODE, '31.74.01.1001'),
  postal_code: z
    .string({ error: 'Please enter the postal code' })
    .trim()
    .regex(/^\d{5}$/, { error: 'The postal code has 5 digits' }),
  street: multiLineText()
    .trim()
    .min(3, { error: 'Please enter the street and house number' })
    .max(200, { error: 'The street is at most 200 characters' }),
  details: multiLineText()
    .trim()
    .max(200, { error: 'The details are at most 200 characters' })
    .nullish()
    .transform((v) => (v ? v : null)),
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
};

export const addressBodySchema = z.object(addressFields);
export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;
export const addressPatchSchema = z
  .object(addressFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Send at least one field to change' });
export type AddressPatch = z.infer<typeof addressPatchSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient: z.string(),
  phone_code: z.literal('+62'),
  phone: z.string(),
  province: areaSchema,
  regency: areaSchema,
  district: areaSchema,
  village: areaSchema,
  postal_code: z.string(),
  street: z.string(),
  details: z.string().nullable(),
  is_default: z.boolean(),
  /** One line: street, details, village, district, city/regency, province, postal code. */
  full_address: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: idField('id', { invalid: 'id must be an address number' }) });

export const listAddresses = {
  ...endpoints.listAddresses,
  response: okEnvelope(z.array(addressSchema)),
} as const;
/** The first address becomes the default; `is_default: true` moves the default to this one. */
export const createAddress = {
  ...endpoints.createAddress,
  body: addressBodySchema,
  response: okEnvelope(addressSchema),
} as const;
export const getAddress = {
  ...endpoints.getAddress,
  params: addressIdParamsSchema,
  response: okEnvelope(addressSchema),
} as const;
export const replaceAddress = {
  ...endpoints.replaceAddress,
  params: addressIdParamsSchema,
  body: addressBodySchema,
  response: okEnvelope(addressSchema),
} as const;
export const updateAddress = {
  ...endpoints.updateAddress,
  params: addressIdParamsSchema,
  body: addressPatchSchema,
  response: okEnvelope(addressSchema),
} as const;
/** Deleting the default makes the oldest remaining address the default. */
export const deleteAddress = {
  ...endpoints.deleteAddress,
  params: addressIdParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int(), deleted: z.boolean() })),
} as const;

/** One line for labels and old readers of orders.address. */
export function formatAddressLine(a: {
  street: string;
  details: string | null;
  village: string;
  district: string;
  regency: string;
  province: string;
  postal_code: string;
}): string {
  return [a.street, a.details, a.village, a.district, a.regency, a.province, a.postal_code]
    .filter((p): p is string => Boolean(p))
    .join(', ');
}
