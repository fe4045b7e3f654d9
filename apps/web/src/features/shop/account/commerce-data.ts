import "server-only";
import {
  type CourseStatus,
  type CourseView,
  courseSchema,
  courseStatusSchema,
  type DownloadItem,
  downloadListSchema,
  type OrderDetail,
  type SubscriptionDetail,
  subscriptionDetailSchema,
  subscriptionListSchema,
} from "@inkforge/domain/contracts/shop";
import { z } from "zod";
import { fetchOrders } from "@/features/shop/orders";
import type { ApiCaller } from "@/lib/api/api-call";
import { serverApi } from "@/lib/api/server-api";

/*
 * The commerce sections of /me, read on the server with the session's token in one round of
 * parallel calls (course statuses follow their course list, spec 7.14). Each part fails on its
 * own: a section that could not be read says so and the rest of the page still renders.
 */

type CourseProgress = { course: CourseView; status: CourseStatus | null };

export type CommerceData = {
  orders: OrderDetail[] | null;
  subscriptions: SubscriptionDetail[] | null;
  /** Subscriptions whose last renewal failed (empty when none or unreadable). */
  pastDue: SubscriptionDetail[];
  downloads: DownloadItem[] | null;
  courses: CourseProgress[] | null;
};

const pastDueSchema = z
  .union([subscriptionListSchema, subscriptionDetailSchema, z.null()])
  .transform((value) => (value === null ? [] : Array.isArray(value) ? value : [value]));

function logFailure(what: string, result: { status: number | null; message: string }) {
  console.error(`Failed to fetch ${what}`, { status: result.status, error: result.message });
}

async function readCourses(api: ApiCaller): Promise<CourseProgress[] | null> {
  const list = await api("GET", "/api/courses/by-user", { schema: z.array(courseSchema) });
  if (!list.ok) {
    logFailure("courses", list);
    return null;
  }
  return Promise.all(
    list.data.map(async (course) => {
      const status = await api(
        "GET",
        `/api/courses/course-status/${encodeURIComponent(course._id)}`,
        {
          schema: courseStatusSchema,
        },
      );
      if (!status.ok) logFailure(`course status of ${course._id}`, status);
      return { course, status: status.ok ? status.data : null };
    }),
  );
}

export async function fetchCommerce(apiToken: string): Promise<CommerceData> {
  const api = serverApi({ token: apiToken });
  const [orders, subscriptions, pastDue, downloads, courses] = await Promise.all([
    fetchOrders(api),
    api("GET", "/api/subs", { schema: subscriptionListSchema }),
    api("GET", "/api/subscription/past-due", { schema: pastDueSchema }),
    api("GET", "/api/download/list", { schema: downloadListSchema }),
    readCourses(api),
  ]);
  if (!orders.ok) logFailure("orders", orders);
  if (!subscriptions.ok) logFailure("subscriptions", subscriptions);
  if (!pastDue.ok && pastDue.status !== 404) logFailure("past-due subscriptions", pastDue);
  if (!downloads.ok) logFailure("downloads", downloads);
  return {
    orders: orders.ok ? orders.data : null,
    subscriptions: subscriptions.ok ? subscriptions.data : null,
    pastDue: pastDue.ok ? pastDue.data : [],
    downloads: downloads.ok ? downloads.data : null,
    courses,
  };
}

/** Demo mode is on when the API serves its dev routes (they answer 404 otherwise). */
export async function isDemoApi(): Promise<boolean | "unavailable"> {
  const result = await serverApi()("GET", "/api/dev/outbox");
  if (result.ok) return true;
  return result.status === 404 ? false : "unavailable";
}

export async function fetchSubscriptions(apiToken: string) {
  return serverApi({ token: apiToken })("GET", "/api/subs", { schema: subscriptionListSchema });
}
