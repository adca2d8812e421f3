import type { FastifyBaseLogger } from 'fastify';
import { ROLES_ID } from '@rima/shared/api/auth';
import type { Profile, ProfileEditFields } from '@rima/shared/api/profile';
import { pgErrorCode, type Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { photoSrcset, photoUrl, type PhotoInput, type PhotoStore } from '../../photos/photo-store';
import type { AuthService } from '../auth/auth.service';
import type { ProfileChanges } from '../auth/auth.repository';
import type { ProfileRepository, ProfileRow } from './profile.repository';

export type ProfileServiceDeps = {
  db: Db;
  repo: ProfileRepository;
  photos: PhotoStore;
  auth: AuthService;
  log: FastifyBaseLogger;
};

/** The wire shape (API-COMPAT 9): two one-item lists. `base` is the public origin for the photo URL. */
export function toProfile(row: ProfileRow, base: string): Profile {
  const image = row.image_key ? photoUrl(base, row.image_key) : null;
  const imageSrcset = row.image_key ? photoSrcset(base, row.image_key) : null;
  return {
    profileData: [
      {
        id: row.id,
        user_id: row.id,
        email: row.email,
        role: row.role,
        roles_id: ROLES_ID[row.role],
        username: row.username,
        created_at: row.created_at,
      },
    ],
    profileUser: [
      {
        id: row.id,
        user_id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        phone: row.phone,
        gender: row.gender,
        address: row.address,
        store_desc: row.store_desc,
        image,
        image_srcset: imageSrcset,
        language: row.language,
        updated_at: row.updated_at,
      },
    ],
  };
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, repo, photos, auth, log } = deps;

  async function getProfile(userId: number, base: string): Promise<Profile> {
    const row = await repo.findById(db, userId);
    if (!row) throw notFound('Account not found');
    return toProfile(row, base);
  }

  /**
   * Applies the given fields (absent = unchanged) and the optional photo. The photo is checked and re-encoded
   * first; the old one is removed only after the database points at the new one.
   */
  async function editProfile(
    user: AuthUser,
    fields: ProfileEditFields,
    image: PhotoInput | undefined,
    base: string,
  ): Promise<Profile> {
    const changes: ProfileChanges = {
      name: fields.name,
      phone: fields.phone,
      gender: fields.gender,
      address: fields.address,
      // Customers have no store description: ignored rather than rejected (the old client always sends it).
      store_desc: user.role === 'seller' ? fields.store_desc : undefined,
      // A seller's store name is the login name: unique case-insensitively (the index decides, atomically).
      username: user.role === 'seller' ? fields.store_name : undefined,
      language: fields.language,
    };
    const saved = image ? await photos.save(image) : undefined;
    if (saved) changes.image_key = saved.key;
    let result: { previousImageKey: string | null; row: ProfileRow } | undefined;
    try {
      result = await db.transaction(async (tx) => {
        const before = await auth.updateProfile(user.id, changes, tx);
        const row = before && (await repo.findById(tx, user.id));
        return before && row ? { previousImageKey: before.previousImageKey, row } : undefined;
      });
    } catch (error) {
      if (saved) await photos.remove(saved.key);
      if (pgErrorCode(error) === '23505') throw conflict('This store name is already taken. Please choose another.');
      throw error;
    }
    if (!result) {
      if (saved) await photos.remove(saved.key);
      throw notFound('Account not found');
    }
    if (saved && result.previousImageKey && result.previousImageKey !== saved.key) {
      await photos.remove(result.previousImageKey).catch((error: unknown) => {
        log.warn({ err: error, key: result?.previousImageKey }, 'old profile photo could not be removed');
      });
    }
    return toProfile(result.row, base);
  }

  async function changePassword(user: AuthUser, password: string, newPassword: string): Promise<void> {
    await auth.changePassword({ userId: user.id, sessionId: user.sessionId, password, newPassword });
  }

  return { getProfile, editProfile, changePassword };
}

export type ProfileService = ReturnType<typeof createProfileService>;
