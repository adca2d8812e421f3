import { useMemo } from 'react';
import { PHONE_CODES } from '@rima/shared/api/orders';
import { normalizeNationalNumber } from '@rima/shared/format';
import { useGetProfileQuery } from '../profile/profile-api';

/** What the checkout form starts with (issue 17): the last checkout's details, else the profile's. */
export type CheckoutDefaults = { name: string; address: string; phone_code: PhoneCode; phone: string };
type PhoneCode = (typeof PHONE_CODES)[number];

const storageKey = (userId: number) => `rima.lastCheckout.${userId}`;

export function readLastCheckout(userId: number): Partial<CheckoutDefaults> | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const value = (raw ? JSON.parse(raw) : null) as Partial<CheckoutDefaults> | null;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function rememberCheckout(userId: number, details: CheckoutDefaults): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(details));
  } catch {
    // storage full or disabled: the next checkout starts from the profile
  }
}

/** The form's starting values once the profile has loaded (undefined until then). */
export function useCheckoutDefaults(userId: number | undefined, skip: boolean): CheckoutDefaults | undefined {
  const { data, isError } = useGetProfileQuery(undefined, { skip: skip || userId === undefined });
  return useMemo(() => {
    if (userId === undefined || (!data && !isError)) return undefined;
    const user = data?.profileUser[0];
    const fromProfile: CheckoutDefaults = {
      name: user?.name ?? '',
      address: user?.address ?? '',
      phone_code: '+62',
      phone: user?.phone ? normalizeNationalNumber(user.phone.replace(/^\+62/, '')) : '',
    };
    const last = readLastCheckout(userId) ?? {};
    const pick = (key: 'name' | 'address' | 'phone') =>
      typeof last[key] === 'string' && last[key] ? last[key] : fromProfile[key];
    const code = PHONE_CODES.find((c) => c === last.phone_code) ?? fromProfile.phone_code;
    return { name: pick('name'), address: pick('address'), phone_code: code, phone: pick('phone') };
  }, [data, isError, userId]);
}
