import type { Language } from '@rima/shared/language';
import type { AppDispatch } from '../../app/store';
import { profileApi } from '../profile/profile-api';

/** Stores a logged-in visitor's language on the account (PATCH /profile/edit `language`). */
export async function saveLanguage(dispatch: AppDispatch, language: Language) {
  const body = new FormData();
  body.set('language', language);
  await dispatch(profileApi.endpoints.editProfile.initiate(body)).unwrap();
}
