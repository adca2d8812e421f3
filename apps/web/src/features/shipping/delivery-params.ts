import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListAddressesQuery } from '../addresses/addresses-api';

/** What the cart is priced with: the address and, per store, the service and assembly. */
export type DeliveryParams = { address_id?: string; services?: string; assembly?: string };

function parseServices(raw: string | null): Map<number, string> {
  const map = new Map<number, string>();
  for (const pair of (raw ?? '').split(',')) {
    const [seller, code] = pair.split(':');
    if (seller && code && /^\d+$/.test(seller) && /^[a-z0-9-]{2,30}$/.test(code)) map.set(Number(seller), code);
  }
  return map;
}

function parseSet(raw: string | null): Set<number> {
  return new Set(
    (raw ?? '')
      .split(',')
      .filter((s) => /^\d+$/.test(s))
      .map(Number),
  );
}

/**
 * The delivery choices live in the URL (?address=&services=12:jne-jtr&assembly=12), like the old ?shipping=, so
 * they survive a reload and carry from the cart to the checkout. Without ?address= the default address is used.
 */
export function useDeliveryParams(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const { data: addresses, isLoading } = useListAddressesQuery(undefined, { skip: !enabled });
  const fromUrl = Number(params.get('address'));
  const chosen = addresses?.find((a) => a.id === fromUrl) ?? addresses?.find((a) => a.is_default) ?? addresses?.[0];
  const services = useMemo(() => parseServices(params.get('services')), [params]);
  const assembly = useMemo(() => parseSet(params.get('assembly')), [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query: DeliveryParams = chosen
    ? {
        address_id: String(chosen.id),
        ...(services.size ? { services: [...services].map(([s, c]) => `${s}:${c}`).join(',') } : {}),
        ...(assembly.size ? { assembly: [...assembly].join(',') } : {}),
      }
    : {};

  return {
    addresses: addresses ?? [],
    isLoading: enabled && isLoading,
    address: chosen,
    services,
    assembly,
    query,
    /** the same choices for another page's URL */
    search: new URLSearchParams({
      ...(chosen ? { address: String(chosen.id) } : {}),
      ...(query.services ? { services: query.services } : {}),
      ...(query.assembly ? { assembly: query.assembly } : {}),
    }).toString(),
    setAddress: (id: number) => update((n) => n.set('address', String(id))),
    setServices: (picks: Map<number, string>) =>
      update((n) => {
        const merged = new Map([...services, ...picks]);
        n.set('services', [...merged].map(([s, c]) => `${s}:${c}`).join(','));
      }),
    setAssembly: (sellerId: number, on: boolean) =>
      update((n) => {
        const next = new Set(assembly);
        if (on) next.add(sellerId);
        else next.delete(sellerId);
        if (next.size) n.set('assembly', [...next].join(','));
        else n.delete('assembly');
      }),
  };
}
export type DeliveryState = ReturnType<typeof useDeliveryParams>;
