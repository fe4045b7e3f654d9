import { OnSalePage } from "@/features/admin/on-sale-page";

export default function AdminOnSale() {
  return <OnSalePage />;
}
