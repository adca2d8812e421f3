import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';

type Ok<T> = { statusCode: number; message: string; data: T };
type Fail = { statusCode: number; message: string; code: string; errors?: { field: string; message: string }[] };

// The public contact form; its messages land in the operators' inbox (ops-inbox).
describe('POST /contact', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const send = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/contact', payload });
  const valid = {
    name: 'Sari',
    email: 'sari@example.com',
    website: '',
    plan: 'business',
    message: 'Do you ship to Bali?',
  };

  it('stores a valid message and answers 201 with its id', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json<Ok<{ id: number }>>();
    expect(body.statusCode).toBe(201);
    const rows = await db.query<{ email: string; plan: string; message: string }>(
      'SELECT email, plan, message FROM contact_messages WHERE id = $1',
      [body.data.id],
    );
    expect(rows).toEqual([{ email: 'sari@example.com', plan: 'business', message: 'Do you ship to Bali?' }]);
  });

  it.each([
    ['a missing name', { ...valid, name: ' ' }, 'name'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email'],
    ['an unknown plan', { ...valid, plan: 'gold' }, 'plan'],
    ['an empty message', { ...valid, message: '' }, 'message'],
  ])('answers %s with 400 naming the field', async (_label, payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<Fail>();
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });
});
