import { OpsAccounts } from './ops-accounts';

/** /ops/stores. */
export default function OpsStoresPage() {
  return <OpsAccounts kind="store" />;
}
