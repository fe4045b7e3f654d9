import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";
import { readOptionalServices } from "@/features/shop/optional-services";

export const metadata = categoryMetadata("training");

export default async function Page() {
  return <CategoryPage id="training" services={await readOptionalServices()} />;
}
