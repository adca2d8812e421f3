import { z } from 'zod';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/catalog';

// Categories, brands, sizes and colors as the product filters list them (the list endpoints are in ./products),
// and the contact form.

export const refItemSchema = z.object({ id: z.number().int(), name: z.string(), product_count: z.number().int() });
export const colorItemSchema = refItemSchema.extend({ hex: z.string() });
/** Added: a category's Indonesian name, for the Indonesian interface (its English `name` otherwise). */
export const categoryItemSchema = refItemSchema.extend({ name_id: z.string() });
export type RefItem = z.infer<typeof refItemSchema>;
export type ColorItem = z.infer<typeof colorItemSchema>;
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const contactBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter your name' }).max(100),
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(254),
  website: z.string().trim().max(200).optional().default(''),
  plan: z.enum(['business', 'free', 'premium'], { error: 'Please choose a plan' }),
  message: z.string().trim().min(1, { error: 'Please write a message' }).max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const sendContact = {
  ...endpoints.sendContact,
  body: contactBodySchema,
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;
