import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_IMAGE_FIELD,
  changePassword,
  editProfile,
  getProfile,
  getProfileById,
  profileEditFieldsSchema,
  type ProfileEditFields,
} from '@rima/shared/api/profile';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import type { ProfileService } from './profile.service';

type EditInput = { fields: ProfileEditFields; image: Buffer | undefined };

/**
 * Reads PATCH /profile/edit: multipart (the old client, API-COMPAT 10) or JSON (fields only). Text fields are
 * checked with the shared schema; one optional file `image`, whose content the photo store checks.
 */
async function readEditInput(request: FastifyRequest): Promise<EditInput> {
  const raw: Record<string, unknown> = {};
  let image: Buffer | undefined;
  let extraFiles = 0;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Always read the stream to its end, or the request hangs; toBuffer throws 413 past the size limit.
        const buffer = await part.toBuffer();
        if (part.fieldname !== PROFILE_IMAGE_FIELD || image !== undefined) extraFiles += buffer.length > 0 ? 1 : 0;
        else if (buffer.length > 0) image = buffer;
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  if (extraFiles > 0) throw badRequest(`Send one profile photo, in the field '${PROFILE_IMAGE_FIELD}'`);
  const parsed = profileEditFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const first = errors[0];
    throw badRequest(first ? first.message : 'Invalid profile data', errors);
  }
  return { fields: parsed.data, image };
}

/** /profile* (API-COMPAT 9-11), for any logged-in user. */
export const profileRoutes: FastifyPluginAsyncZod<{
  service: ProfileService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const auth = guards.requireAuth();

  app.get(
    getProfile.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: "The token's user: data.profileData[0] (account) and data.profileUser[0] (details)",
        security: [{ token: [] }],
        response: { 200: getProfile.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'ok',
      data: await service.getProfile(currentUser(request).id, publicBase(request, config)),
    }),
  );

  app.get(
    getProfileById.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: 'Same as GET /profile: the id is ignored (old clients send ":9" or ":undefined")',
        security: [{ token: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: getProfileById.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'ok',
      data: await service.getProfile(currentUser(request).id, publicBase(request, config)),
    }),
  );

  app.patch(
    editProfile.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary:
          'multipart/form-data: name, phone, gender, address, store_desc (sellers), optional file image. Absent = unchanged.',
        security: [{ token: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: editProfile.response },
      },
    },
    async (request) => {
      const { fields, image } = await readEditInput(request);
      const data = await service.editProfile(currentUser(request), fields, image, publicBase(request, config));
      return { statusCode: 200, message: 'Profile updated', data };
    },
  );

  // API-COMPAT 11: the old client uses PATCH in one place and POST in another.
  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: changePassword.path,
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: "Change the password; the user's other sessions are logged out",
        security: [{ token: [] }],
        body: changePassword.body,
        response: { 200: changePassword.response },
      },
      handler: async (request) => {
        await service.changePassword(currentUser(request), request.body.password, request.body.new_password);
        return {
          statusCode: 200,
          message: 'Password changed. Other devices have been logged out.',
          data: null,
        };
      },
    });
  }
};
