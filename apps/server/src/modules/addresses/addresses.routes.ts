import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  listDistricts,
  listProvinces,
  listRegencies,
  listVillages,
  replaceAddress,
  searchRegencies,
  updateAddress,
} from '@rima/shared/api/addresses';
import type { Db } from '../../db/client';
import { currentUser, type AuthGuards } from '../../http/auth';
import { notFound } from '../../http/errors';
import { routes } from '../../http/route';
import { apiMessage } from '@rima/shared/api-messages';
import type { AddressesService } from './addresses.service';
import type { AreasRepository } from './areas.repository';

type Options = { service: AddressesService; areas: AreasRepository; db: Db; guards: AuthGuards };

export const addressesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, areas, db, guards }) => {
  // ---- official areas: public, the same for everyone, changed only by a migration ----
  const area = routes(app, { tags: ['areas'] });
  const cacheable = { 'cache-control': 'public, max-age=86400' };

  area(listProvinces, { summary: 'Provinces' }, async (_request, reply) => {
    void reply.headers(cacheable);
    return { statusCode: 200, message: 'Provinces', data: await areas.provinces(db) };
  });
  area(listRegencies, { summary: 'Cities/regencies of a province' }, async (request, reply) => {
    const rows = await areas.regencies(db, request.params.code);
    if (rows.length === 0) throw notFound(apiMessage('provinceUnknown'));
    void reply.headers(cacheable);
    return { statusCode: 200, message: 'Cities/regencies', data: rows };
  });
  area(listDistricts, { summary: 'Districts (kecamatan) of a city/regency' }, async (request, reply) => {
    const rows = await areas.districts(db, request.params.code);
    if (rows.length === 0) throw notFound(apiMessage('regencyUnknown'));
    void reply.headers(cacheable);
    return { statusCode: 200, message: 'Districts', data: rows };
  });
  area(listVillages, { summary: 'Villages (kelurahan/desa) of a district' }, async (request, reply) => {
    const rows = await areas.villages(db, request.params.code);
    if (rows.length === 0) throw notFound(apiMessage('districtUnknown'));
    void reply.headers(cacheable);
    return { statusCode: 200, message: 'Villages', data: rows };
  });
  area(searchRegencies, { summary: 'Find a city/regency by name (at most 20)' }, async (request) => ({
    statusCode: 200,
    message: 'Cities/regencies',
    data: await areas.searchRegencies(db, request.query.q),
  }));

  // ---- the address book: customers only (visitors 401, sellers 403, another customer's address 404) ----
  const book = routes(app, {
    tags: ['addresses'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['customer']),
  });

  book(listAddresses, { summary: 'My addresses' }, async (request) => ({
    statusCode: 200,
    message: 'My addresses',
    data: await service.listAddresses(currentUser(request).id),
  }));
  book(createAddress, { summary: 'Add an address', status: 201 }, async (request, reply) =>
    reply.code(201).send({
      statusCode: 201,
      message: 'Address saved',
      data: await service.createAddress(currentUser(request).id, request.body),
    }),
  );
  book(getAddress, { summary: 'One of my addresses' }, async (request) => ({
    statusCode: 200,
    message: 'Address',
    data: await service.getAddress(currentUser(request).id, request.params.id),
  }));
  book(replaceAddress, { summary: 'Replace an address' }, async (request) => ({
    statusCode: 200,
    message: 'Address saved',
    data: await service.updateAddress(currentUser(request).id, request.params.id, request.body),
  }));
  book(updateAddress, { summary: 'Change an address (is_default: true makes it the default)' }, async (request) => ({
    statusCode: 200,
    message: 'Address saved',
    data: await service.updateAddress(currentUser(request).id, request.params.id, request.body),
  }));
  book(deleteAddress, { summary: 'Delete an address' }, async (request) => ({
    statusCode: 200,
    message: 'Address deleted',
    data: await service.deleteAddress(currentUser(request).id, request.params.id),
  }));
};
