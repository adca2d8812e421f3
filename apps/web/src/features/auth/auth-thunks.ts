import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  ForgotCompleteBody,
  ForgotStartBody,
  LoginBody,
  RegisterCompleteBody,
  RegisterStartBody,
  VerifyCodeBody,
} from '@rima/shared/api/auth';
import { isLanguage } from '@rima/shared/language';
import type { AppDispatch } from '../../app/store';
import { getErrorMessage, type ApiError } from '../../lib/get-error-message';
import { changeLanguage, hasChosenLanguage, i18n } from '../../lib/i18n';
import { AuthRequestError, authRequest } from './auth-request';
import { LOGOUT_THUNK, userInfoSet, type AuthState, type UserInfo } from './auth-slice';

// The auth thunks (spec §4). Only the login, register and forgot-password pages, the logout dialog and the
// operator console use them: they are not part of every page's first chunk (docs/decisions/003); auth-slice.ts
// reduces their actions by name (FORM_THUNKS, LOGOUT_THUNK).

type ThunkConfig = { state: { auth: AuthState }; dispatch: AppDispatch; rejectValue: ApiError };

/** Runs after the user info is stored, e.g. `() => navigate('/')` (spec §4). */
type AfterLogin = { onSuccess?: () => void };

/** Thunks reject with plain { statusCode, message } (serialisable, like the api's errors). */
function rejectWith(error: unknown): ApiError {
  if (!(error instanceof AuthRequestError)) return { statusCode: 0, message: getErrorMessage(error) };
  // With the message's key, so the page shows it in the visitor's language
  return {
    statusCode: error.statusCode,
    message: error.message,
    ...(error.key ? { key: error.key } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(error.code ? { code: error.code } : {}),
  };
}

/**
 * At login (and at the login a registration makes): a language chosen on this device is the
 * visitor's latest word and goes onto the account; without one, the account's language is shown (and
 * remembered on the device).
 */
function languageAtLogin(dispatch: AppDispatch, userInfo: UserInfo) {
  const current = i18n.locale;
  const stored = userInfo.language;
  if (hasChosenLanguage()) {
    if (isLanguage(current) && stored !== current)
      void import('../language/save-language').then((m) => m.saveLanguage(dispatch, current));
  } else if (isLanguage(stored) && stored !== current) {
    void changeLanguage(stored);
  }
}

// Wire names (emailOrusername, new_password, store_desc) are the spec's (§7, API-COMPAT 4–8).
export type LoginArgs = LoginBody & AfterLogin;
export type RegisterArgs = RegisterCompleteBody & AfterLogin;

/** A step that logs in with its answer (login, register stage 3): stores the user info, then `onSuccess`. */
function loginThunk<Body>(type: string, path: string) {
  return createAsyncThunk<UserInfo, Body & AfterLogin, ThunkConfig>(
    type,
    async ({ onSuccess, ...body }, { dispatch, rejectWithValue }) => {
      try {
        const { data } = await authRequest<UserInfo>('POST', path, { body });
        dispatch(userInfoSet(data));
        languageAtLogin(dispatch, data);
        onSuccess?.();
        return data;
      } catch (error) {
        return rejectWithValue(rejectWith(error));
      }
    },
  );
}

/** A step whose answer is only the server's message (codes sent or checked, password reset). */
function messageThunk<Body>(type: string, method: 'POST' | 'PATCH', path: string) {
  return createAsyncThunk<string, Body, ThunkConfig>(type, async (body, { rejectWithValue }) => {
    try {
      return (await authRequest<unknown>(method, path, { body })).message;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  });
}

export const login = loginThunk<LoginBody>('auth/login', '/auth/login');
/** Register stage 1: the server e-mails a code (never returned to our client). */
export const registerStart = messageThunk<RegisterStartBody>('auth/registerStart', 'POST', '/auth/register');
/** Register stage 2 and forgot step 2: the server checks the code without consuming it. */
export const verifyCode = messageThunk<VerifyCodeBody>('auth/verifyCode', 'POST', '/auth/verify-code');
/** Register stage 3: creates the account and logs in with the answer (same data as login). */
export const register = loginThunk<RegisterCompleteBody>('auth/register', '/auth/register');
export const forgot = messageThunk<ForgotStartBody>('auth/forgot', 'PATCH', '/auth/forgot');
export const reset = messageThunk<ForgotCompleteBody>('auth/reset', 'PATCH', '/auth/forgot');

/** spec §4: logout calls the server with the token; either way the stored user info is cleared. */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  LOGOUT_THUNK,
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
