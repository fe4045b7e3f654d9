import { PromotionsPage } from "@/features/admin/promotions/promotions-page";

export default function AdminPromotions() {
  return <PromotionsPage />;
}
