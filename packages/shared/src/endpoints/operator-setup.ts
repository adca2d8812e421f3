export const getOperatorSetup = { method: 'GET', path: '/auth/operator-setup' } as const;
export const completeOperatorSetup = { method: 'POST', path: '/auth/operator-setup' } as const;

export type { CompleteOperatorSetupBody, OperatorSetupInfo } from '../api/operator-setup';
