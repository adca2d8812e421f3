import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec §3: the login response object, stored verbatim (API-COMPAT 4). */
export type UserInfo = {
  token: string;
  id: number;
  user_id: number;
  email: string;
  name: string;
  role: 'customer' | 'seller';
  roles_id: number;
  emailOrusername?: string;
  username?: string;
};

export const USER_INFO_STORAGE_KEY = 'userInfo'; // spec §3

export type AuthState = {
  userInfo: UserInfo | null;
  isLoading: boolean;
  isError: boolean;
  isFulfilled: boolean;
  error: string | null;
};

const initialState: AuthState = { userInfo: null, isLoading: false, isError: false, isFulfilled: false, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userInfoSet(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    loggedOut() {
      return initialState;
    },
  },
});

export const { userInfoSet, loggedOut } = authSlice.actions;
