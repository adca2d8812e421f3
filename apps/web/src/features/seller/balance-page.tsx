import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { BANKS } from '@rima/shared/banks';
import { formatDateTime, formatIdr } from '@rima/shared/format';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile/seller-tabs';
import { BALANCE_TEXT as T } from './balance-messages';
import {
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useGetBalanceQuery,
  useListBankAccountsQuery,
  useListMyPayoutsQuery,
  useRequestPayoutMutation,
} from './money-api';
import './balance.css';

function Amount({ label, help, value }: { label: string; help: string; value: number | undefined }) {
  return (
    <div className="balance-card border p-3">
      <div className="small text-muted">{label}</div>
      <div className="fs-4 fw-medium" aria-live="polite">
        {value === undefined ? <span className="placeholder col-8" /> : formatIdr(value)}
      </div>
      <div className="small text-muted">{help}</div>
    </div>
  );
}

function BankForm() {
  const [createBank, { isLoading }] = useCreateBankAccountMutation();
  const [bank, setBank] = useState<string>(BANKS[0].code);
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await createBank({ bank_code: bank, account_number: accountNumber, holder_name: holder }).unwrap();
      setAccountNumber('');
      setHolder('');
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="balance-form" aria-label={T.addBank}>
      <Form.Group controlId="bank-code" className="mb-2">
        <Form.Label>{T.bank}</Form.Label>
        <Form.Select className="rounded-0" value={bank} onChange={(e) => setBank(e.target.value)}>
          {BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="bank-account-number" className="mb-2">
        <Form.Label>{T.accountNumber}</Form.Label>
        <Form.Control
          className="rounded-0"
          inputMode="numeric"
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="bank-holder" className="mb-3">
        <Form.Label>{T.holderName}</Form.Label>
        <Form.Control className="rounded-0" value={holder} onChange={(e) => setHolder(e.target.value)} />
      </Form.Group>
      <Button type="submit" variant="outline-dark" className="rounded-0" disabled={isLoading}>
        {T.addBank}
      </Button>
    </Form>
  );
}

function WithdrawForm({ available }: { available: number }) {
  const { data: banks = [] } = useListBankAccountsQuery();
  const [removeBank] = useDeleteBankAccountMutation();
  const [requestPayout, { isLoading }] = useRequestPayoutMutation();
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState<number | null>(null);
  const chosen = bankId ?? banks[0]?.id ?? null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    try {
      await requestPayout({ amount: Number(amount.replace(/\D/g, '')), bank_account_id: chosen }).unwrap();
      setAmount('');
      notify.success(T.requested);
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6">
        <h2 className="h5 fw-light">{T.withdraw}</h2>
        {banks.length === 0 ? (
          <p className="text-muted">{T.noBank}</p>
        ) : (
          <Form onSubmit={(e) => void submit(e)} aria-label={T.withdraw}>
            <Form.Group controlId="withdraw-bank" className="mb-2">
              <Form.Label>{T.bankAccount}</Form.Label>
              <Form.Select
                className="rounded-0"
                value={chosen ?? ''}
                onChange={(e) => setBankId(Number(e.target.value))}
              >
                {banks.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.bank_name} · {b.account_number} · {b.holder_name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="withdraw-amount" className="mb-3">
              <Form.Label>{T.amount}</Form.Label>
              <Form.Control
                className="rounded-0"
                inputMode="numeric"
                placeholder={String(Math.max(0, available))}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </Form.Group>
            <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading || available <= 0}>
              {T.withdraw}
            </Button>
          </Form>
        )}
        {banks.length > 0 && (
          <ul className="list-unstyled small mt-3">
            {banks.map((b) => (
              <li key={b.id} className="d-flex justify-content-between align-items-center gap-2 border-bottom py-1">
                <span className="text-break">
                  {b.bank_name} · {b.account_number} · {b.holder_name}
                </span>
                <Button size="sm" variant="link" className="text-dark" onClick={() => void removeBank(b.id)}>
                  {T.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="col-12 col-lg-6">
        <h2 className="h5 fw-light">{T.addBank}</h2>
        <BankForm />
      </div>
    </div>
  );
}

/** Issue 14: /admin/balance — pending and available money, the history with each order, withdrawals. */
export default function BalancePage() {
  useDocumentTitle(T.title);
  const { data: balance, error } = useGetBalanceQuery();
  const { data: payouts = [] } = useListMyPayoutsQuery();
  return (
    <>
      <PageBanner title={T.title} subtitle={T.subtitle} />
      <section className="container py-5">
        <SellerTabs />
        {error && <p className="text-danger">{getErrorMessage(error)}</p>}
        <div className="balance-cards mb-4">
          <Amount label={T.pending} help={T.pendingHelp} value={balance?.pending} />
          <Amount label={T.available} help={T.availableHelp} value={balance?.available} />
          <Amount label={T.inPayout} help="" value={balance?.in_payout} />
        </div>
        <WithdrawForm available={balance?.available ?? 0} />
        <h2 className="h5 fw-light mt-5">{T.withdrawals}</h2>
        {payouts.length === 0 ? (
          <p className="text-muted">{T.noWithdrawals}</p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Amount</th>
                  <th>Status</th>
                  <th>Bank</th>
                  <th>Reference / reason</th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((p) => (
                  <tr key={p.id}>
                    <td>{p.id}</td>
                    <td className="text-nowrap">{formatIdr(p.amount)}</td>
                    <td>{p.status}</td>
                    <td>{p.bank_name}</td>
                    <td className="text-break">{p.reference ?? p.reject_reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        <h2 className="h5 fw-light mt-5">{T.history}</h2>
        {balance && balance.history.length === 0 ? (
          <p className="text-muted">{T.noHistory}</p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>Date</th>
                  <th>What</th>
                  <th>Balance</th>
                  <th className="text-end">Amount</th>
                </tr>
              </thead>
              <tbody>
                {balance?.history.map((h) => (
                  <tr key={h.id}>
                    <td className="text-nowrap small">{formatDateTime(h.created_at)}</td>
                    <td>
                      {T.kinds[h.kind]}
                      {h.order_id !== null && ` #${h.order_id}`}
                    </td>
                    <td>{h.account}</td>
                    <td className={`text-end text-nowrap ${h.amount < 0 ? 'text-danger' : ''}`}>
                      {formatIdr(h.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </section>
    </>
  );
}
