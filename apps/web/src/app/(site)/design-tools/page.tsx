import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";
import { readOptionalServices } from "@/features/shop/optional-services";

export const metadata = categoryMetadata("design");

export default async function Page() {
  return <CategoryPage id="design" services={await readOptionalServices()} />;
}
