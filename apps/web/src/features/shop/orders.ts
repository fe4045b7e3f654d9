import { type OrderDetail, orderListSchema } from "@inkforge/domain/contracts/shop";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";

/*
 * Reading the caller's orders (`GET /api/orders`, list convention of spec 7.1): newest first with
 * `sort=["datetime","DESC"]`. Should the API refuse the sort (400), the list is read in its
 * default order; either way it is sorted by `created_at` here.
 */

const ORDER_PAGE = 50;

/** Orders newest first (by `created_at`; ties keep their order). */
function newestFirst<T extends { created_at: string }>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export async function fetchOrders(
  api: ApiCaller,
  size = ORDER_PAGE,
): Promise<ApiResult<OrderDetail[]>> {
  const range = [0, size - 1];
  const sorted = await api("GET", "/api/orders", {
    query: { range, sort: ["datetime", "DESC"] },
    schema: orderListSchema,
  });
  const result =
    !sorted.ok && sorted.status === 400
      ? await api("GET", "/api/orders", { query: { range }, schema: orderListSchema })
      : sorted;
  return result.ok ? { ...result, data: newestFirst(result.data) } : result;
}
