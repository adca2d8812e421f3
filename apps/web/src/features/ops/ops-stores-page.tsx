import { OpsAccounts } from './ops-accounts';

/** Issue 14: /ops/stores. */
export default function OpsStoresPage() {
  return <OpsAccounts kind="store" />;
}
