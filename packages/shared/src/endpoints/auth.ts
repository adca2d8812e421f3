export const login = { method: 'POST', path: '/auth/login' } as const;
export const logout = { method: 'DELETE', path: '/auth/logout' } as const;
export const registerStart = { method: 'POST', path: '/auth/register' } as const;
export const registerComplete = { method: 'POST', path: '/auth/register' } as const;
export const verifyCode = { method: 'POST', path: '/auth/verify-code' } as const;
export const forgotStart = { method: 'PATCH', path: '/auth/forgot' } as const;
export const forgotComplete = { method: 'PATCH', path: '/auth/forgot' } as const;

export type {
  Role,
  AccountRole,
  CodePurpose,
  LoginBody,
  LoginData,
  RegisterStartBody,
  RegisterCompleteBody,
  CodeSent,
  VerifyCodeBody,
  ForgotStartBody,
  ForgotCompleteBody,
} from '../api/auth';
