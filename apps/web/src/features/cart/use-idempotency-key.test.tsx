import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './checkout-page';

const body = { name: 'Budi', payment_method: 'bca' };

describe('useIdempotencyKey', () => {
  it('reuses the key when the same attempt is retried after a network failure or a 5xx', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(body);
    result.current.settle({ statusCode: 0, message: 'offline' });
    expect(result.current.keyFor({ ...body })).toBe(first);
    result.current.settle({ statusCode: 503, message: 'busy' });
    expect(result.current.keyFor(body)).toBe(first);
  });

  it('starts a fresh attempt after an answer, or when the form changed', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(body);
    result.current.settle({ statusCode: 409, message: 'out of stock' });
    const second = result.current.keyFor(body);
    expect(second).not.toBe(first);
    expect(result.current.keyFor({ ...body, name: 'Sari' })).not.toBe(second);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID even where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
