import { site } from "@/config/site";

/** The logo's mark and the site's name, inside whichever link the page draws around them. */
export function LogoMark() {
  return (
    <>
      <svg aria-hidden viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#23275a" />
        <path d="M9 23V9h4v14zm6-14h8v3.5h-4.2v2.3h3.6v3.4h-3.6V23H15z" fill="#fff" />
        <circle cx="24.5" cy="22" r="2.5" fill="#ea6a0c" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </>
  );
}
