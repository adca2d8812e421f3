import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { LoginData } from '@rima/shared/api/auth';
import type { ApiError } from '../../lib/get-error-message';

/**
 * spec §3: the login response object, stored verbatim (API-COMPAT 4). Type-only: no zod in the first chunk.
 * The guards need only token and role, so the newer fields stay optional for info stored by older builds.
 */
export type UserInfo = Omit<LoginData, 'emailOrusername' | 'username' | 'language'> &
  Partial<Pick<LoginData, 'emailOrusername' | 'username' | 'language'>>;

export const USER_INFO_STORAGE_KEY = 'userInfo'; // spec §3

export type AuthState = {
  userInfo: UserInfo | null;
  isLoading: boolean;
  isError: boolean;
  isFulfilled: boolean;
  error: string | null;
};

const initialState: AuthState = { userInfo: null, isLoading: false, isError: false, isFulfilled: false, error: null };

/**
 * The thunks of the login, register and forgot-password forms (auth-thunks.ts) by their action type prefix:
 * they load with those pages, not with every page (docs/decisions/003), so the slice matches their actions
 * by name instead of importing them.
 */
export const FORM_THUNKS = [
  'auth/login',
  'auth/registerStart',
  'auth/verifyCode',
  'auth/register',
  'auth/forgot',
  'auth/reset',
];
export const LOGOUT_THUNK = 'auth/logout';

type Rejected = UnknownAction & { payload?: ApiError; error?: { message?: string } };
const isFormThunk =
  (phase: 'pending' | 'fulfilled' | 'rejected') =>
  (action: UnknownAction): action is Rejected =>
    FORM_THUNKS.some((prefix) => action.type === `${prefix}/${phase}`);
const rejectedMessage = (action: Rejected) =>
  action.payload?.message ?? action.error?.message ?? 'Something went wrong.';

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
    /** Pages clear a previous screen's flags on arrival (the flags are persisted with userInfo). */
    authStatusReset(state) {
      state.isLoading = false;
      state.isError = false;
      state.isFulfilled = false;
      state.error = null;
    },
  },
  extraReducers(builder) {
    builder
      // (login and register store the user info with userInfoSet before their onSuccess runs)
      .addCase(`${LOGOUT_THUNK}/pending`, (state) => {
        state.isLoading = true;
      })
      // spec §4: fulfilled logout restores the empty initial state.
      .addCase(`${LOGOUT_THUNK}/fulfilled`, () => initialState)
      // A failed revoke (network, already expired) still forgets the token locally: logging out must never
      // leave the user logged in on this device.
      .addCase(`${LOGOUT_THUNK}/rejected`, (_state, action: Rejected) => ({
        ...initialState,
        isError: true,
        error: rejectedMessage(action),
      }))
      // spec §4: pending sets loading; rejected sets the error flag and message; fulfilled sets the flag.
      .addMatcher(isFormThunk('pending'), (state) => {
        state.isLoading = true;
        state.isError = false;
        state.isFulfilled = false;
        state.error = null;
      })
      .addMatcher(isFormThunk('fulfilled'), (state) => {
        state.isLoading = false;
        state.isFulfilled = true;
      })
      .addMatcher(isFormThunk('rejected'), (state, action) => {
        state.isLoading = false;
        state.isError = true;
        state.error = rejectedMessage(action);
      });
  },
});

export const { userInfoSet, loggedOut, authStatusReset } = authSlice.actions;
