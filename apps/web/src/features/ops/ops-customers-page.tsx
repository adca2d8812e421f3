import { OpsAccounts } from './ops-accounts';

/** Issue 14: /ops/customers. */
export default function OpsCustomersPage() {
  return <OpsAccounts kind="customer" />;
}
