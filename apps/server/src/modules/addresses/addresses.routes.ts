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
import { apiMessage } from '@rima/shared/api-messages';
import type { AddressesService } from './addresses.service';
import type { AreasRepository } from './areas.repository';

type Options = { service: AddressesService; areas: AreasRepository; db: Db; guards: AuthGuards };

export const addressesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, areas, db, guards }) => {
  // ---- official areas: public, the same for everyone, changed only by a migration ----
  const areaTags = ['areas'];
  const cacheable = { 'cache-control': 'public, max-age=86400' };

  app.get(
    listProvinces.path,
    { schema: { tags: areaTags, summary: 'Provinces', response: { 200: listProvinces.response } } },
    async (_request, reply) => {
      void reply.headers(cacheable);
      return { statusCode: 200, message: 'Provinces', data: await areas.provinces(db) };
    },
  );
  app.get(
    listRegencies.path,
    {
      schema: {
        tags: areaTags,
        summary: 'Cities/regencies of a province',
        params: listRegencies.params,
        response: { 200: listRegencies.response },
      },
    },
    async (request, reply) => {
      const rows = await areas.regencies(db, request.params.code);
      if (rows.length === 0) throw notFound(apiMessage('provinceUnknown'));
      void reply.headers(cacheable);
      return { statusCode: 200, message: 'Cities/regencies', data: rows };
    },
  );
  app.get(
    listDistricts.path,
    {
      schema: {
        tags: areaTags,
        summary: 'Districts (kecamatan) of a city/regency',
        params: listDistricts.params,
        response: { 200: listDistricts.response },
      },
    },
    async (request, reply) => {
      const rows = await areas.districts(db, request.params.code);
      if (rows.length === 0) throw notFound(apiMessage('regencyUnknown'));
      void reply.headers(cacheable);
      return { statusCode: 200, message: 'Districts', data: rows };
    },
  );
  app.get(
    listVillages.path,
    {
      schema: {
        tags: areaTags,
        summary: 'Villages (kelurahan/desa) of a district',
        params: listVillages.params,
        response: { 200: listVillages.response },
      },
    },
    async (request, reply) => {
      const rows = await areas.villages(db, request.params.code);
      if (rows.length === 0) throw notFound(apiMessage('districtUnknown'));
      void reply.headers(cacheable);
      return { statusCode: 200, message: 'Villages', data: rows };
    },
  );
  app.get(
    searchRegencies.path,
    {
      schema: {
        tags: areaTags,
        summary: 'Find a city/regency by name (at most 20)',
        querystring: searchRegencies.query,
        response: { 200: searchRegencies.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Cities/regencies',
      data: await areas.searchRegencies(db, request.query.q),
    }),
  );

  // ---- the address book: customers only (visitors 401, sellers 403, another customer's address 404) ----
  const auth = { preHandler: guards.requireAuth(['customer']) };
  const tags = ['addresses'];
  const security = [{ token: [] }];

  app.get(
    listAddresses.path,
    { ...auth, schema: { tags, security, summary: 'My addresses', response: { 200: listAddresses.response } } },
    async (request) => ({
      statusCode: 200,
      message: 'My addresses',
      data: await service.listAddresses(currentUser(request).id),
    }),
  );
  app.post(
    createAddress.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Add an address',
        body: createAddress.body,
        response: { 201: createAddress.response },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        statusCode: 201,
        message: 'Address saved',
        data: await service.createAddress(currentUser(request).id, request.body),
      }),
  );
  app.get(
    getAddress.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'One of my addresses',
        params: getAddress.params,
        response: { 200: getAddress.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Address',
      data: await service.getAddress(currentUser(request).id, request.params.id),
    }),
  );
  app.put(
    replaceAddress.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Replace an address',
        params: replaceAddress.params,
        body: replaceAddress.body,
        response: { 200: replaceAddress.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Address saved',
      data: await service.updateAddress(currentUser(request).id, request.params.id, request.body),
    }),
  );
  app.patch(
    updateAddress.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Change an address (is_default: true makes it the default)',
        params: updateAddress.params,
        body: updateAddress.body,
        response: { 200: updateAddress.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Address saved',
      data: await service.updateAddress(currentUser(request).id, request.params.id, request.body),
    }),
  );
  app.delete(
    deleteAddress.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete an address',
        params: deleteAddress.params,
        response: { 200: deleteAddress.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Address deleted',
      data: await service.deleteAddress(currentUser(request).id, request.params.id),
    }),
  );
};
