import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { profileApi } from '../profile/profile-api';
import { userInfoSet } from './auth-slice';
import { login, logout } from './auth-thunks';
import { customerInfo, stubFetch } from '../../test/render-with-app';

function setup() {
  const store = makeStore();
  const auth = () => store.getState().auth;
  return { store, auth };
}

describe('auth slice (spec §4)', () => {
  it('sets loading while a login is pending, then stores the user info before running the callback', async () => {
    stubFetch({ status: 200, body: { statusCode: 200, message: 'ok', data: customerInfo } });
    const { store, auth } = setup();
    const seenByCallback = vi.fn(() => auth().userInfo);
    const pending = store.dispatch(login({ emailOrusername: 'budi', password: 'x', onSuccess: seenByCallback }));
    expect(auth()).toMatchObject({ isLoading: true, isError: false, isFulfilled: false });
    await pending;
    expect(seenByCallback).toHaveReturnedWith(customerInfo);
    expect(auth()).toMatchObject({ userInfo: customerInfo, isLoading: false, isFulfilled: true, error: null });
  });

  it('sets the error flag and the server message when a login is rejected, without calling back', async () => {
    stubFetch({ status: 401, body: { statusCode: 401, message: 'Email/Password is Wrong', code: 'UNAUTHENTICATED' } });
    const { store, auth } = setup();
    const onSuccess = vi.fn();
    await store.dispatch(login({ emailOrusername: 'budi', password: 'x', onSuccess }));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(auth()).toMatchObject({ userInfo: null, isLoading: false, isError: true, error: 'Email/Password is Wrong' });
  });

  it('restores the empty initial state on logout, sending the token to DELETE /auth/logout', async () => {
    const fetchMock = stubFetch({ status: 200, body: { statusCode: 200, message: 'Logged out', data: null } });
    const { store, auth } = setup();
    store.dispatch(userInfoSet(customerInfo));
    await store.dispatch(logout());
    expect(auth()).toEqual({ userInfo: null, isLoading: false, isError: false, isFulfilled: false, error: null });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', {
      method: 'DELETE',
      headers: { 'x-access-token': customerInfo.token },
      body: undefined,
    });
  });

  it('still forgets the user info when the server cannot be reached on logout', async () => {
    stubFetch();
    const { store, auth } = setup();
    store.dispatch(userInfoSet(customerInfo));
    await store.dispatch(logout());
    expect(auth().userInfo).toBeNull();
  });

  it('logs the user out when any API call answers 401 (app/api.ts)', async () => {
    stubFetch({ status: 401, body: { statusCode: 401, message: 'Session expired', code: 'UNAUTHENTICATED' } });
    const { store, auth } = setup();
    store.dispatch(userInfoSet(customerInfo));
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(auth().userInfo).toBeNull();
  });
});
