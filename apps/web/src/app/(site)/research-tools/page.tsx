import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";
import { readOptionalServices } from "@/features/shop/optional-services";

export const metadata = categoryMetadata("research");

export default async function Page() {
  return <CategoryPage id="research" services={await readOptionalServices()} />;
}
