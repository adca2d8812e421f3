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
import { routes } from '../../http/route';
import { readMultipart } from '../../photos/upload';
import type { ProfileService } from './profile.service';

type EditInput = { fields: ProfileEditFields; image: string | undefined; cleanup: () => Promise<void> };

/**
 * Reads PATCH /profile/edit: multipart (the old client, API-COMPAT 10) or JSON (fields only). Text fields are
 * checked with the shared schema; one optional file `image`, whose content the photo store checks.
 */
async function readEditInput(request: FastifyRequest): Promise<EditInput> {
  const raw: Record<string, unknown> = {};
  let image: string | undefined;
  let cleanup = async () => {};
  if (request.isMultipart()) {
    // Streamed to a temporary file; a file under another name or a second file is refused unread.
    const upload = await readMultipart(request, {
      fileField: PROFILE_IMAGE_FIELD,
      maxFiles: 1,
      tooManyFiles: `Send one profile photo, in the field '${PROFILE_IMAGE_FIELD}'`,
    });
    Object.assign(raw, upload.fields);
    image = upload.files[0];
    cleanup = upload.cleanup;
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  const parsed = profileEditFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    await cleanup();
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const first = errors[0];
    throw badRequest(first ? first.message : 'Invalid profile data', errors);
  }
  return { fields: parsed.data, image, cleanup };
}

/** /profile* (API-COMPAT 9-11), for any logged-in user. */
export const profileRoutes: FastifyPluginAsyncZod<{
  service: ProfileService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const route = routes(app, { tags: ['profile'], security: [{ token: [] }], preHandler: guards.requireAuth() });
  const myProfile = async (request: FastifyRequest) => ({
    statusCode: 200,
    message: 'ok',
    data: await service.getProfile(currentUser(request).id, publicBase(request, config)),
  });

  route(
    getProfile,
    { summary: "The token's user: data.profileData[0] (account) and data.profileUser[0] (details)" },
    myProfile,
  );

  route(
    getProfileById,
    {
      summary: 'Same as GET /profile: the id is ignored (old clients send ":9" or ":undefined")',
      params: z.object({ id: z.string() }),
    },
    myProfile,
  );

  route(
    editProfile,
    {
      summary:
        'multipart/form-data: name, phone, gender, address, store_desc (sellers), optional file image. Absent = unchanged.',
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      const { fields, image, cleanup } = await readEditInput(request);
      try {
        const data = await service.editProfile(currentUser(request), fields, image, publicBase(request, config));
        return { statusCode: 200, message: 'Profile updated', data };
      } finally {
        await cleanup();
      }
    },
  );

  // API-COMPAT 11: the old client uses PATCH in one place and POST in another.
  for (const method of ['PATCH', 'POST'] as const) {
    route(
      changePassword,
      { method, summary: "Change the password; the user's other sessions are logged out" },
      async (request) => {
        await service.changePassword(currentUser(request), request.body.password, request.body.new_password);
        return {
          statusCode: 200,
          message: 'Password changed. Other devices have been logged out.',
          data: null,
        };
      },
    );
  }
};
