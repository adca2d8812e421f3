import {
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type {
  ForgotCompleteBody,
  ForgotStartBody,
  LoginBody,
  LoginData,
  RegisterCompleteBody,
  RegisterStartBody,
  VerifyCodeBody,
} from '@rima/shared/api/auth';
import { getErrorMessage, type ApiError } from '../../lib/get-error-message';
import { AuthRequestError, authRequest } from './auth-request';

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

type ThunkConfig = { state: { auth: AuthState }; rejectValue: ApiError };

/** Runs after the user info is stored, e.g. `() => navigate('/')` (spec §4). */
type AfterLogin = { onSuccess?: () => void };

/** Thunks reject with plain { statusCode, message } (serialisable, like the api's errors). */
function rejectWith(error: unknown): ApiError {
  if (!(error instanceof AuthRequestError)) return { statusCode: 0, message: getErrorMessage(error) };
  // issue 13: with the message's key, so the page shows it in the visitor's language
  return {
    statusCode: error.statusCode,
    message: error.message,
    ...(error.key ? { key: error.key } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(error.code ? { code: error.code } : {}),
  };
}

// Wire names (emailOrusername, new_password, store_desc) are the spec's (§7, API-COMPAT 4–8).
export type LoginArgs = LoginBody & AfterLogin;
export type RegisterArgs = RegisterCompleteBody & AfterLogin;

export const login = createAsyncThunk<UserInfo, LoginArgs, ThunkConfig>(
  'auth/login',
  async ({ onSuccess, ...body }, { dispatch, rejectWithValue }) => {
    try {
      const { data } = await authRequest<UserInfo>('POST', '/auth/login', { body });
      dispatch(userInfoSet(data));
      onSuccess?.();
      return data;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

/** Register stage 1: the server e-mails a code (never returned to our client). */
export const registerStart = createAsyncThunk<string, RegisterStartBody, ThunkConfig>(
  'auth/registerStart',
  async (body, { rejectWithValue }) => {
    try {
      return (await authRequest<unknown>('POST', '/auth/register', { body })).message;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

/** Register stage 2 and forgot step 2: the server checks the code without consuming it. */
export const verifyCode = createAsyncThunk<string, VerifyCodeBody, ThunkConfig>(
  'auth/verifyCode',
  async (body, { rejectWithValue }) => {
    try {
      return (await authRequest<unknown>('POST', '/auth/verify-code', { body })).message;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

/** Register stage 3: creates the account and logs in with the answer (same data as login). */
export const register = createAsyncThunk<UserInfo, RegisterArgs, ThunkConfig>(
  'auth/register',
  async ({ onSuccess, ...body }, { dispatch, rejectWithValue }) => {
    try {
      const { data } = await authRequest<UserInfo>('POST', '/auth/register', { body });
      dispatch(userInfoSet(data));
      onSuccess?.();
      return data;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

export const forgot = createAsyncThunk<string, ForgotStartBody, ThunkConfig>(
  'auth/forgot',
  async (body, { rejectWithValue }) => {
    try {
      return (await authRequest<unknown>('PATCH', '/auth/forgot', { body })).message;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

export const reset = createAsyncThunk<string, ForgotCompleteBody, ThunkConfig>(
  'auth/reset',
  async (body, { rejectWithValue }) => {
    try {
      return (await authRequest<unknown>('PATCH', '/auth/forgot', { body })).message;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

/** spec §4: logout calls the server with the token; either way the stored user info is cleared. */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'auth/logout',
  async (_, { getState, rejectWithValue }) => {
    const token = getState().auth.userInfo?.token;
    if (!token) return;
    try {
      await authRequest<unknown>('DELETE', '/auth/logout', { token });
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

const thunks = [login, registerStart, verifyCode, register, forgot, reset] as const;

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
      .addCase(login.fulfilled, (state, action) => {
        state.userInfo = action.payload;
      })
      .addCase(register.fulfilled, (state, action) => {
        state.userInfo = action.payload;
      })
      .addCase(logout.pending, (state) => {
        state.isLoading = true;
      })
      // spec §4: fulfilled logout restores the empty initial state.
      .addCase(logout.fulfilled, () => initialState)
      // A failed revoke (network, already expired) still forgets the token locally: logging out must never
      // leave the user logged in on this device.
      .addCase(logout.rejected, (_state, action) => ({
        ...initialState,
        isError: true,
        error: action.payload?.message ?? action.error.message ?? 'Something went wrong.',
      }))
      // spec §4: pending sets loading; rejected sets the error flag and message; fulfilled sets the flag.
      .addMatcher(isPending(...thunks), (state) => {
        state.isLoading = true;
        state.isError = false;
        state.isFulfilled = false;
        state.error = null;
      })
      .addMatcher(isFulfilled(...thunks), (state) => {
        state.isLoading = false;
        state.isFulfilled = true;
      })
      .addMatcher(isRejected(...thunks), (state, action) => {
        state.isLoading = false;
        state.isError = true;
        state.error = action.payload?.message ?? action.error.message ?? 'Something went wrong.';
      });
  },
});

export const { userInfoSet, loggedOut, authStatusReset } = authSlice.actions;
