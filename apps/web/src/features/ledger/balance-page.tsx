import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { BANKS } from '@rima/shared/banks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { balanceMessages } from './i18n/messages';
import {
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useGetBalanceQuery,
  useListBankAccountsQuery,
  useListMyPayoutsQuery,
  useRequestPayoutMutation,
} from './ledger-api';

const PAYOUT_STATUS = { requested: 'statusRequested', paid: 'statusPaid', rejected: 'statusRejected' } as const;
const ACCOUNTS = { pending: 'accountPending', available: 'accountAvailable', payout: 'accountPayout' } as const;

function Amount({ label, help, value }: { label: string; help: string; value: number | undefined }) {
  const format = useFormat();
  return (
    <div className="col-12 col-md-4">
      <div className="border p-3 h-100">
        <div className="small text-muted">{label}</div>
        <div className="fs-4 fw-medium" aria-live="polite">
          {value === undefined ? <span className="placeholder col-8" /> : format.price(value)}
        </div>
        <div className="small text-muted">{help}</div>
      </div>
    </div>
  );
}

function BankForm() {
  const t = useT(balanceMessages);
  const errorText = useErrorText();
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
      notify.error(errorText(error));
    }
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="balance-form" aria-label={t('addBank')}>
      <Form.Group controlId="bank-code" className="mb-2">
        <Form.Label>{t('bank')}</Form.Label>
        <Form.Select className="rounded-0" value={bank} onChange={(e) => setBank(e.target.value)}>
          {BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="bank-account-number" className="mb-2">
        <Form.Label>{t('accountNumber')}</Form.Label>
        <Form.Control
          className="rounded-0"
          inputMode="numeric"
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="bank-holder" className="mb-3">
        <Form.Label>{t('holderName')}</Form.Label>
        <Form.Control className="rounded-0" value={holder} onChange={(e) => setHolder(e.target.value)} />
      </Form.Group>
      <Button type="submit" variant="outline-dark" className="rounded-0" disabled={isLoading}>
        {t('addBank')}
      </Button>
    </Form>
  );
}

function WithdrawForm({ available }: { available: number }) {
  const t = useT(balanceMessages);
  const errorText = useErrorText();
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
      notify.success(t('requested'));
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6">
        <h2 className="h5 fw-light">{t('withdraw')}</h2>
        {banks.length === 0 ? (
          <p className="text-muted">{t('noBank')}</p>
        ) : (
          <Form onSubmit={(e) => void submit(e)} aria-label={t('withdraw')}>
            <Form.Group controlId="withdraw-bank" className="mb-2">
              <Form.Label>{t('bankAccount')}</Form.Label>
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
              <Form.Label>{t('amount')}</Form.Label>
              <Form.Control
                className="rounded-0"
                inputMode="numeric"
                placeholder={String(Math.max(0, available))}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </Form.Group>
            <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading || available <= 0}>
              {t('withdraw')}
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
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="col-12 col-lg-6">
        <h2 className="h5 fw-light">{t('addBank')}</h2>
        <BankForm />
      </div>
    </div>
  );
}

/** /admin/balance — pending and available money, the history with each order, withdrawals. */
export default function BalancePage() {
  const t = useT(balanceMessages);
  const errorText = useErrorText();
  const format = useFormat();
  useDocumentTitle(t('title'));
  const { data: balance, error } = useGetBalanceQuery();
  const { data: payouts = [] } = useListMyPayoutsQuery();
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-5">
        <SellerTabs />
        {error && <p className="text-danger">{errorText(error)}</p>}
        <div className="row g-3 mb-4">
          <Amount label={t('pending')} help={t('pendingHelp')} value={balance?.pending} />
          <Amount label={t('available')} help={t('availableHelp')} value={balance?.available} />
          <Amount label={t('inPayout')} help={t('inPayoutHelp')} value={balance?.in_payout} />
        </div>
        <WithdrawForm available={balance?.available ?? 0} />
        <h2 className="h5 fw-light mt-5">{t('withdrawals')}</h2>
        {payouts.length === 0 ? (
          <p className="text-muted">{t('noWithdrawals')}</p>
        ) : (
          // A table wider than a phone scrolls: focusable, so a keyboard can scroll it too.
          <div className="table-responsive" tabIndex={0} role="region" aria-label={t('withdrawals')}>
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>{t('colNumber')}</th>
                  <th>{t('colAmount')}</th>
                  <th>{t('colStatus')}</th>
                  <th>{t('colBank')}</th>
                  <th>{t('colReference')}</th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((p) => (
                  <tr key={p.id}>
                    <td>{p.id}</td>
                    <td className="text-nowrap">{format.price(p.amount)}</td>
                    <td>{t(PAYOUT_STATUS[p.status])}</td>
                    <td>{p.bank_name}</td>
                    <td className="text-break">{p.reference ?? p.reject_reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        <h2 className="h5 fw-light mt-5">{t('history')}</h2>
        {balance && balance.history.length === 0 ? (
          <p className="text-muted">{t('noHistory')}</p>
        ) : (
          <div className="table-responsive" tabIndex={0} role="region" aria-label={t('history')}>
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>{t('colDate')}</th>
                  <th>{t('colWhat')}</th>
                  <th>{t('colBalance')}</th>
                  <th className="text-end">{t('colAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {balance?.history.map((h) => (
                  <tr key={h.id}>
                    <td className="text-nowrap small">{format.dateTime(h.created_at)}</td>
                    <td>
                      {t('kind', { kind: h.kind })}
                      {h.order_id !== null && ` · ${t('orderRef', { id: h.order_id })}`}
                    </td>
                    <td>{t(ACCOUNTS[h.account])}</td>
                    <td className={`text-end text-nowrap ${h.amount < 0 ? 'text-danger' : ''}`}>
                      {format.price(h.amount)}
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
