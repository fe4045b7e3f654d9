import { ServiceProvidersPage } from "@/features/admin/service-providers/service-providers-page";

export default function AdminServices() {
  return <ServiceProvidersPage />;
}
