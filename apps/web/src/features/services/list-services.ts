import type { ServiceCategory, ServiceProvider } from "@/features/services/service-categories";

/**
 * Every provider of a category, in subcategory order. Apart from the directory's data module so
 * the header's menu, which gets the data as props, does not bundle that module (page weight).
 */
export function listCategoryServices(category: ServiceCategory): ServiceProvider[] {
  return category.subcategories.flatMap((sub) => sub.services);
}
