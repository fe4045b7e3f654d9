import type { NavLink } from "./nav-data";

export const companyLinks: NavLink[] = [
  { label: "About us", href: "/about" },
  { label: "Contact us", href: "/contact-us" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "Media", href: "/media" },
  { label: "Trademark", href: "/trademark" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy Policy", href: "/terms/privacy" },
  { label: "GDPR Policy", href: "/terms/gdpr" },
];
