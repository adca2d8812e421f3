import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductDetailItem, ProductVariant } from '@rima/shared/api/catalog';
import { useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';
import { findVariant, initialChoice, isAvailable, optionValues, type Choice } from './variant-choice';

export const VARIANT_PARAM = 'variant';

/**
 * The shopper's variant: picked with the buttons, or named by `?variant=<id>` (read while rendering, so the
 * server's page and the hydrated one agree). Each complete pick replaces the URL's variant rather than
 * pushing a history entry, so Back leaves the page.
 */
export function useVariantChoice(product: ProductDetailItem | undefined) {
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<{ productId: number; choice: Choice } | null>(null);
  const names = product?.option_names ?? [];
  const variants = product?.variants ?? [];
  const choice: Choice =
    picked && picked.productId === product?.id
      ? picked.choice
      : initialChoice(names, variants, params.get(VARIANT_PARAM));
  const variant = findVariant(names, variants, choice);
  const missing = names.find((n) => choice[n] === undefined);

  const choose = useCallback(
    (name: string, value: string) => {
      if (!product) return;
      const next: Record<string, string> = { ...choice };
      // a second press on the picked value lets go of it, to reach the combinations it rules out
      if (next[name] === value) delete next[name];
      else next[name] = value;
      setPicked({ productId: product.id, choice: next });
      const match = findVariant(product.option_names, product.variants, next);
      setParams(
        (current) => {
          const url = new URLSearchParams(current);
          if (match && product.option_names.length > 0) url.set(VARIANT_PARAM, String(match.id));
          else url.delete(VARIANT_PARAM);
          return url;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [choice, product, setParams],
  );
  return { names, variants, choice, variant, missing, choose };
}

type PickerProps = {
  names: readonly string[];
  variants: readonly ProductVariant[];
  choice: Choice;
  onChoose: (name: string, value: string) => void;
};

/** One group of buttons per option ("Ukuran: 160×200 / 180×200"); what cannot be bought is disabled. */
export function VariantPicker({ names, variants, choice, onChoose }: PickerProps) {
  const t = useT(productPagesMessages);
  if (names.length === 0) return null;
  return (
    <div className="variant-picker">
      {optionValues(names, variants).map(({ name, values }, i) => {
        const labelId = `variant-option-${i}`;
        const picked = choice[name];
        return (
          <div key={name} className="variant-picker__option" role="group" aria-labelledby={labelId}>
            <p id={labelId} className="variant-picker__label">
              {name}: <strong>{picked ?? t('variantChoose')}</strong>
            </p>
            <div className="variant-picker__values">
              {values.map((value) => {
                const isPicked = picked === value;
                const canPick = isPicked || isAvailable(names, variants, choice, name, value);
                return (
                  <button
                    key={value}
                    type="button"
                    className={`variant-picker__value${isPicked ? ' is-active' : ''}`}
                    aria-pressed={isPicked}
                    disabled={!canPick}
                    title={canPick ? undefined : t('variantUnavailable')}
                    onClick={() => onChoose(name, value)}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
