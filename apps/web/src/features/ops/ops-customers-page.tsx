import { OpsAccounts } from './ops-accounts';

/** /ops/customers. */
export default function OpsCustomersPage() {
  return <OpsAccounts kind="customer" />;
}
