export { logout } from './auth-thunks';
export { userInfoSet, type UserInfo } from './auth-slice';
