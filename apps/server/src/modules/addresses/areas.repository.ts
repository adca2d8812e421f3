import type { Area, Regency } from '@rima/shared/api/addresses';
import type { Queryable } from '../../db/client';
import { areaSearchName } from '../../db/area-data';

export type AreaChain = { province: Area; regency: Area; district: Area; village: Area };

const REGENCY_COLUMNS = `r.code, r.name, r.province_code, p.name AS province_name`;

/** Reads of the official area tables (migration 0050). */
export function createAreasRepository() {
  return {
    provinces: (db: Queryable) => db.query<Area>('SELECT code, name FROM area_provinces ORDER BY name'),
    regencies: (db: Queryable, province: string) =>
      db.query<Area>('SELECT code, name FROM area_regencies WHERE province_code = $1 ORDER BY name', [province]),
    districts: (db: Queryable, regency: string) =>
      db.query<Area>('SELECT code, name FROM area_districts WHERE regency_code = $1 ORDER BY name', [regency]),
    villages: (db: Queryable, district: string) =>
      db.query<Area>('SELECT code, name FROM area_villages WHERE district_code = $1 ORDER BY name', [district]),
    async exists(db: Queryable, table: 'area_provinces' | 'area_regencies' | 'area_districts', code: string) {
      return (await db.query(`SELECT 1 FROM ${table} WHERE code = $1`, [code])).length > 0;
    },

    /** Cities/regencies whose name holds every word typed (any case), the big cities ("Kota") first. */
    async searchRegencies(db: Queryable, q: string, limit = 20): Promise<Regency[]> {
      const words = areaSearchName(q)
        .split(' ')
        .filter((w) => w.length > 0)
        .slice(0, 6);
      const where = words.map((_, i) => `r.search_name LIKE '%' || $${i + 1} || '%'`).join(' AND ');
      return db.query<Regency>(
        `SELECT ${REGENCY_COLUMNS} FROM area_regencies r JOIN area_provinces p ON p.code = r.province_code
          ${where ? `WHERE ${where}` : ''}
          ORDER BY (r.search_name LIKE 'kota %') DESC, r.name LIMIT ${limit}`,
        words.map((w) => w.replace(/[%_\\]/g, '')),
      );
    },

    /**
     * A city/regency by its code ("31.74") or official name ("Kota Jakarta Selatan", "KOTA ADMINISTRASI
     * JAKARTA SELATAN", any case); a name without "Kota"/"Kabupaten" matches when only one does.
     */
    async findRegency(db: Queryable, codeOrName: string): Promise<Regency | undefined> {
      const key = codeOrName.trim();
      if (/^\d{2}\.\d{2}$/.test(key)) {
        return (
          await db.query<Regency>(
            `SELECT ${REGENCY_COLUMNS} FROM area_regencies r JOIN area_provinces p ON p.code = r.province_code
              WHERE r.code = $1`,
            [key],
          )
        )[0];
      }
      const name = areaSearchName(key.replace(/^kab\.?\s+/i, 'kabupaten '));
      const rows = await db.query<Regency>(
        `SELECT ${REGENCY_COLUMNS} FROM area_regencies r JOIN area_provinces p ON p.code = r.province_code
          WHERE r.search_name = $1 OR r.search_name = 'kota ' || $1 OR r.search_name = 'kabupaten ' || $1
          ORDER BY (r.search_name = $1) DESC, (r.search_name LIKE 'kota %') DESC LIMIT 1`,
        [name],
      );
      // "Bandung" alone names both Kota and Kabupaten Bandung: the city wins (it is what people mean).
      return rows[0];
    },

    /** The four levels, checked to belong to each other; undefined when any is unknown or out of place. */
    async chain(
      db: Queryable,
      codes: { province_code: string; regency_code: string; district_code: string; village_code: string },
    ): Promise<AreaChain | undefined> {
      const rows = await db.query<{
        p_code: string;
        p_name: string;
        r_code: string;
        r_name: string;
        d_code: string;
        d_name: string;
        v_code: string;
        v_name: string;
      }>(
        `SELECT p.code AS p_code, p.name AS p_name, r.code AS r_code, r.name AS r_name,
                d.code AS d_code, d.name AS d_name, v.code AS v_code, v.name AS v_name
           FROM area_villages v
           JOIN area_districts d ON d.code = v.district_code
           JOIN area_regencies r ON r.code = d.regency_code
           JOIN area_provinces p ON p.code = r.province_code
          WHERE v.code = $4 AND d.code = $3 AND r.code = $2 AND p.code = $1`,
        [codes.province_code, codes.regency_code, codes.district_code, codes.village_code],
      );
      const r = rows[0];
      if (!r) return undefined;
      return {
        province: { code: r.p_code, name: r.p_name },
        regency: { code: r.r_code, name: r.r_name },
        district: { code: r.d_code, name: r.d_name },
        village: { code: r.v_code, name: r.v_name },
      };
    },
  };
}
export type AreasRepository = ReturnType<typeof createAreasRepository>;
