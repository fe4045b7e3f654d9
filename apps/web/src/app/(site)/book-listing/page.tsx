import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";

export const metadata = categoryMetadata("book-listing");

export default function Page() {
  return <CategoryPage id="book-listing" />;
}
