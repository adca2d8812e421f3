import type { SellerDashboard, SellerDashboardQuery } from '@rima/shared/api/seller-center';
import { LOW_STOCK_AT } from '@rima/shared/endpoints/seller-center';
import type { Db } from '../../db/client';
import { addDays, wibToday } from '../shipping/slot-dates';
import type { SellerStatsRepository } from './seller-stats.repository';

const TOP_PRODUCTS = 5;
const LOW_STOCK_ROWS = 10;

/** The seller home's figures: read-only, from the orders and the counters, never on a shopper's path. */
export function createSellerStatsService(deps: { db: Db; repo: SellerStatsRepository; now?: () => Date }) {
  const { repo } = deps;
  const reads = deps.db.reads ?? deps.db;
  const now = deps.now ?? (() => new Date());

  async function getDashboard(sellerId: number, query: SellerDashboardQuery): Promise<SellerDashboard> {
    const today = wibToday(now());
    const from = query.from ?? query.to ?? today;
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const [sales, top, waiting, counters, low, rating, chat, complaints] = await Promise.all([
      repo.salesByDay(reads, sellerId, from, to),
      repo.topProducts(reads, sellerId, from, to, TOP_PRODUCTS),
      repo.waiting(reads, sellerId, today),
      repo.counters(reads, sellerId, from, to),
      repo.lowStock(reads, sellerId, LOW_STOCK_AT, LOW_STOCK_ROWS),
      repo.rating(reads, sellerId),
      repo.chatResponse(reads, sellerId),
      repo.complaints(reads, sellerId),
    ]);
    const byDay = new Map(sales.map((d) => [d.date, d]));
    const counted = new Map(counters.map((c) => [c.date, c]));
    const series: SellerDashboard['series'] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const s = byDay.get(date);
      const c = counted.get(date);
      series.push({
        date,
        revenue: Math.round(s?.revenue ?? 0),
        orders: s?.orders ?? 0,
        units: s?.units ?? 0,
        visitors: c?.visitors ?? 0,
        product_views: c?.product_views ?? 0,
        carts: c?.carts ?? 0,
      });
    }
    const sum = (key: keyof Omit<SellerDashboard['series'][number], 'date'>) => series.reduce((n, d) => n + d[key], 0);
    const revenue = sum('revenue');
    const orders = sum('orders');
    return {
      from,
      to,
      revenue,
      orders,
      units: sum('units'),
      average_order_value: orders > 0 ? Math.round(revenue / orders) : 0,
      visitors: sum('visitors'),
      product_views: sum('product_views'),
      carts: sum('carts'),
      ...waiting,
      complaints: complaints.any ? complaints.open : null,
      low_stock: low,
      top_products: top.map((p) => ({ ...p, revenue: Math.round(p.revenue) })),
      series,
      rating: rating.rating,
      review_count: rating.review_count,
      chat_response_minutes: chat.median === null ? null : Math.round(chat.median),
      chat_reply_rate: chat.turns > 0 ? Math.round((chat.answered / chat.turns) * 1000) / 1000 : null,
    };
  }

  return { getDashboard };
}

export type SellerStatsService = ReturnType<typeof createSellerStatsService>;
