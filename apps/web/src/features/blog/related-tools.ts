/** The site's tool that helps with each blog category's topic (shown under its posts). */
export const relatedToolByCategory: Record<number, { name: string; href: string }> = {
  1: { name: "7 Backend Keywords tool", href: "/7-backend-keywords-tool-amazon-kdp" },
  2: { name: "Cover template generator", href: "/kdp-cover-template-generator" },
  3: { name: "Royalty calculator", href: "/tools/KDP-Royalty-Calculator" },
  4: { name: "A+ template generator", href: "/A+-content-template-generator" },
  5: { name: "Price checker", href: "/kdp-price-checker" },
  6: { name: "Book planner", href: "/book-planner" },
  7: { name: "BSR sales calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
  8: { name: "Guidelines checker", href: "/kdp-guidelines-checker" },
};
