import type { InstallmentSettings } from '@rima/shared/api/payment-methods';
import type { Queryable } from '../../db/client';

const columns = 'terms, min_amount, cost_borne_by, monthly_rate_bps';

/** The one row of card instalment settings (absent until an operator first saves them). */
export function createInstallmentsRepository() {
  return {
    async find(db: Queryable): Promise<InstallmentSettings | undefined> {
      return (await db.query<InstallmentSettings>(`SELECT ${columns} FROM installment_settings WHERE id = 1`))[0];
    },

    /** Writes the row if there is none, then locks it: saves queue behind each other until commit. */
    async lock(db: Queryable, fallback: InstallmentSettings): Promise<InstallmentSettings> {
      await db.query(
        `INSERT INTO installment_settings (id, ${columns}) VALUES (1, $1::int[], $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [fallback.terms, fallback.min_amount, fallback.cost_borne_by, fallback.monthly_rate_bps],
      );
      const [row] = await db.query<InstallmentSettings>(
        `SELECT ${columns} FROM installment_settings WHERE id = 1 FOR UPDATE`,
      );
      if (!row) throw new Error('installment_settings row missing after insert');
      return row;
    },

    async update(db: Queryable, s: InstallmentSettings, at: Date): Promise<InstallmentSettings> {
      const [row] = await db.query<InstallmentSettings>(
        `UPDATE installment_settings
            SET terms = $1::int[], min_amount = $2, cost_borne_by = $3, monthly_rate_bps = $4, updated_at = $5
          WHERE id = 1 RETURNING ${columns}`,
        [s.terms, s.min_amount, s.cost_borne_by, s.monthly_rate_bps, at],
      );
      if (!row) throw new Error('installment_settings row missing');
      return row;
    },
  };
}
export type InstallmentsRepository = ReturnType<typeof createInstallmentsRepository>;
