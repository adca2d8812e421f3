import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BANKS } from '@rima/shared/banks';
import type { LedgerLine, Payout } from '@rima/shared/endpoints/ledger';
import { DataTable, type Column } from '../../components/data-table';
import { ListView } from '../../components/list-view';
import { PageBanner } from '../../components/layout/page-banner';
import { InputField } from '../../components/form-inputs';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { ledgerMessages } from './i18n/messages';
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
  const t = useT(ledgerMessages);
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
      <InputField
        controlId="bank-account-number"
        label={t('accountNumber')}
        groupClassName="mb-2"
        inputMode="numeric"
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value)}
      />
      <InputField
        controlId="bank-holder"
        label={t('holderName')}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
      />
      <Button type="submit" variant="outline-dark" className="rounded-0" disabled={isLoading}>
        {t('addBank')}
      </Button>
    </Form>
  );
}

function WithdrawForm({ available }: { available: number }) {
  const t = useT(ledgerMessages);
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
            <InputField
              controlId="withdraw-amount"
              label={t('amount')}
              inputMode="numeric"
              placeholder={String(Math.max(0, available))}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
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
  const t = useT(ledgerMessages);
  const errorText = useErrorText();
  const format = useFormat();
  useDocumentTitle(t('title'));
  const { data: balance, error } = useGetBalanceQuery();
  const payouts = useListMyPayoutsQuery();
  const payoutColumns: Column<Payout>[] = [
    { key: 'number', header: t('colNumber'), cell: (p) => p.id },
    { key: 'amount', header: t('colAmount'), className: 'text-nowrap', cell: (p) => format.price(p.amount) },
    { key: 'status', header: t('colStatus'), cell: (p) => t(PAYOUT_STATUS[p.status]) },
    { key: 'bank', header: t('colBank'), cell: (p) => p.bank_name },
    {
      key: 'reference',
      header: t('colReference'),
      className: 'text-break',
      cell: (p) => p.reference ?? p.reject_reason ?? '',
    },
  ];
  const historyColumns: Column<LedgerLine>[] = [
    { key: 'date', header: t('colDate'), className: 'text-nowrap small', cell: (h) => format.dateTime(h.created_at) },
    {
      key: 'what',
      header: t('colWhat'),
      cell: (h) =>
        `${t('kind', { kind: h.kind })}${h.order_id !== null ? ` · ${t('orderRef', { id: h.order_id })}` : ''}`,
    },
    { key: 'balance', header: t('colBalance'), cell: (h) => t(ACCOUNTS[h.account]) },
    {
      key: 'amount',
      header: t('colAmount'),
      headerClassName: 'text-end',
      className: 'text-end text-nowrap',
      cell: (h) => <span className={h.amount < 0 ? 'text-danger' : undefined}>{format.price(h.amount)}</span>,
    },
  ];
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
        <ListView
          items={payouts.data}
          error={payouts.error ? errorText(payouts.error) : null}
          onRetry={() => void payouts.refetch()}
          loadingLabel={t('withdrawals')}
          empty={<p className="text-muted">{t('noWithdrawals')}</p>}
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={payoutColumns}
              rowKey={(p) => p.id}
              size="sm"
              regionLabel={t('withdrawals')}
            />
          )}
        </ListView>
        <h2 className="h5 fw-light mt-5">{t('history')}</h2>
        <ListView
          items={balance?.history}
          loadingLabel={t('history')}
          empty={<p className="text-muted">{t('noHistory')}</p>}
        >
          {(rows) => (
            <DataTable rows={rows} columns={historyColumns} rowKey={(h) => h.id} size="sm" regionLabel={t('history')} />
          )}
        </ListView>
      </section>
    </>
  );
}
