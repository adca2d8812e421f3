export const getProfile = { method: 'GET', path: '/profile' } as const;
export const getProfileById = { method: 'GET', path: '/profile/:id' } as const;
export const editProfile = { method: 'PATCH', path: '/profile/edit' } as const;
export const changePassword = { method: 'PATCH', path: '/profile/change-password' } as const;

export type {
  ProfileEditFields,
  ProfileDataItem,
  ProfileUserItem,
  Profile,
  ChangePasswordBody,
  ChangePasswordForm,
} from '../api/profile';
