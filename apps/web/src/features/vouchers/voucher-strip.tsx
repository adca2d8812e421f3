import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { vouchersMessages } from './i18n/messages';
import { useVoucherText } from './voucher-terms';
import { useClaimVoucherMutation, useListStoreVouchersQuery } from './vouchers-api';
import './vouchers.css';

/**
 * "Voucher toko": a store's vouchers a shopper can claim now (those covering the product on a product page),
 * each with its "Klaim" button. Renders nothing when the store runs none.
 */
export default function VoucherStrip({ sellerId, productId }: { sellerId: number; productId?: number }) {
  const t = useT(vouchersMessages);
  const text = useVoucherText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const { data: vouchers, isLoading } = useListStoreVouchersQuery({ sellerId, productId });
  const [claim, { isLoading: isClaiming }] = useClaimVoucherMutation();

  if (isLoading)
    return <div className="voucher-strip voucher-strip--loading" aria-busy="true" aria-label={t('loading')} />;
  if (!vouchers || vouchers.length === 0) return null;
  // Sellers do not buy: they see the store's vouchers without a button.
  const canClaim = userInfo?.role !== 'seller';

  const onClaim = (id: number, code: string) => {
    if (!userInfo?.token) {
      notify.info(t('loginToClaim'));
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    claim(id)
      .unwrap()
      .then(() => notify.success(t('claimedToast', { code })))
      .catch((e: unknown) => notify.error(errorText(e)));
  };

  return (
    <section className="voucher-strip" aria-labelledby={`voucher-strip-${sellerId}`}>
      <h2 id={`voucher-strip-${sellerId}`} className="h6 text-uppercase small mb-2">
        {t('stripTitle')}
      </h2>
      <ul className="voucher-strip__list list-unstyled mb-0">
        {vouchers.map((v) => (
          <li key={v.id} className="voucher-card" data-testid="store-voucher">
            <div className="voucher-card__text">
              <strong className="d-block">{text.headline(v)}</strong>
              <span className="d-block small text-muted">{text.terms(v)}</span>
              <span className="small font-monospace">{v.code}</span>
            </div>
            {canClaim &&
              (v.claimed ? (
                <span className="voucher-card__claimed small">{t('claimed')}</span>
              ) : (
                <Button
                  size="sm"
                  variant="dark"
                  className="rounded-0 voucher-card__button"
                  disabled={isClaiming}
                  aria-label={t('claimLabel', { code: v.code })}
                  onClick={() => onClaim(v.id, v.code)}
                >
                  {t('claim')}
                </Button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
