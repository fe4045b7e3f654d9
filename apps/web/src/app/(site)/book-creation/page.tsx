import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";
import { readOptionalServices } from "@/features/shop/optional-services";

export const metadata = categoryMetadata("book-creation");

export default async function Page() {
  return <CategoryPage id="book-creation" services={await readOptionalServices()} />;
}
