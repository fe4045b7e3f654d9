import { Suspense } from "react";
import { OrdersPage } from "@/features/admin/orders-page";

export default function AdminOrders() {
  return (
    <Suspense fallback={null}>
      <OrdersPage />
    </Suspense>
  );
}
