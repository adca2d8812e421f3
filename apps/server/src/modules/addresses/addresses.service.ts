import {
  formatAddressLine,
  MAX_ADDRESSES_PER_CUSTOMER,
  type Address,
  type AddressBody,
  type AddressPatch,
} from '@rima/shared/api/addresses';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { apiMessage } from '@rima/shared/api-messages';
import type { AddressesRepository, AddressRow, AddressValues } from './addresses.repository';
import type { AreasRepository } from './areas.repository';
import { iso } from '../../http/wire-time';

export function toAddressWire(a: AddressRow): Address {
  return {
    id: a.id,
    label: a.label,
    recipient: a.recipient,
    phone_code: '+62',
    phone: a.phone,
    province: { code: a.province_code, name: a.province_name },
    regency: { code: a.regency_code, name: a.regency_name },
    district: { code: a.district_code, name: a.district_name },
    village: { code: a.village_code, name: a.village_name },
    postal_code: a.postal_code,
    street: a.street,
    details: a.details,
    is_default: a.is_default,
    full_address: formatAddressLine({
      street: a.street,
      details: a.details,
      village: a.village_name,
      district: a.district_name,
      regency: a.regency_name,
      province: a.province_name,
      postal_code: a.postal_code,
    }),
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
  };
}

/** The customer's address book (docs/decisions/017): areas checked against the official tables, one default. */
export function createAddressesService(deps: { db: Db; repo: AddressesRepository; areas: AreasRepository }) {
  const { db, repo, areas } = deps;

  async function checkAreas(q: Queryable, v: AddressValues): Promise<void> {
    if (await areas.chain(q, v)) return;
    // Say which level is wrong: the first that does not belong to the one above.
    const province = await areas.exists(q, 'area_provinces', v.province_code);
    const wrong = (field: string, key: 'regency' | 'district' | 'village') => {
      const { message } = apiMessage(`${key}OutsideField`);
      return badRequest(apiMessage(`${key}Outside`), [{ field, message, key: `${key}OutsideField` }]);
    };
    if (!province) {
      const { message } = apiMessage('provinceUnknown');
      throw badRequest(apiMessage('provinceUnknown'), [{ field: 'province_code', message, key: 'provinceUnknown' }]);
    }
    const regencies = await areas.regencies(q, v.province_code);
    if (!regencies.some((r) => r.code === v.regency_code)) throw wrong('regency_code', 'regency');
    const districts = await areas.districts(q, v.regency_code);
    if (!districts.some((d) => d.code === v.district_code)) throw wrong('district_code', 'district');
    throw wrong('village_code', 'village');
  }

  async function mustFind(q: Queryable, userId: number, id: number): Promise<AddressRow> {
    const row = await repo.findOne(q, userId, id);
    // Another customer's address is "not found": ids reveal nothing.
    if (!row) throw notFound(apiMessage('addressNotFound'));
    return row;
  }

  async function save(userId: number, id: number, body: AddressBody | AddressPatch): Promise<Address> {
    const saved = await db.transaction(async (tx) => {
      await repo.lockOwner(tx, userId);
      const current = await mustFind(tx, userId, id);
      const values: AddressValues = {
        label: body.label ?? current.label,
        recipient: body.recipient ?? current.recipient,
        phone: body.phone ?? current.phone,
        province_code: body.province_code ?? current.province_code,
        regency_code: body.regency_code ?? current.regency_code,
        district_code: body.district_code ?? current.district_code,
        village_code: body.village_code ?? current.village_code,
        postal_code: body.postal_code ?? current.postal_code,
        street: body.street ?? current.street,
        details: body.details !== undefined ? body.details : current.details,
      };
      await checkAreas(tx, values);
      // The default can move here, never away: another address must be made the default instead.
      const isDefault = current.is_default || body.is_default === true;
      if (isDefault && !current.is_default) await repo.clearDefault(tx, userId);
      await repo.update(tx, userId, id, values, isDefault);
      return mustFind(tx, userId, id);
    });
    return toAddressWire(saved);
  }

  return {
    listAddresses: async (userId: number) => (await repo.findByUser(db, userId)).map(toAddressWire),
    getAddress: async (userId: number, id: number) => toAddressWire(await mustFind(db, userId, id)),
    /** For checkout and the cart: the buyer's own address (404 otherwise). */
    findForCheckout: (q: Queryable, userId: number, id: number) => mustFind(q, userId, id),
    findDefault: (q: Queryable, userId: number) => repo.findDefault(q, userId),

    /** The cap and the single default are checked under the customer's row lock. */
    async createAddress(userId: number, body: AddressBody): Promise<Address> {
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        const count = await repo.countByUser(tx, userId);
        if (count >= MAX_ADDRESSES_PER_CUSTOMER)
          throw conflict(apiMessage('addressesMax', { max: MAX_ADDRESSES_PER_CUSTOMER }));
        const values: AddressValues = { ...body, details: body.details };
        await checkAreas(tx, values);
        const isDefault = count === 0 || body.is_default === true;
        if (isDefault) await repo.clearDefault(tx, userId);
        const id = await repo.insert(tx, userId, values, isDefault);
        return mustFind(tx, userId, id);
      });
      return toAddressWire(row);
    },

    updateAddress: save,

    async deleteAddress(userId: number, id: number) {
      await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        const deleted = await repo.delete(tx, userId, id);
        if (!deleted) throw notFound(apiMessage('addressNotFound'));
        if (deleted.is_default) await repo.makeOldestDefault(tx, userId);
      });
      return { id, deleted: true };
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
