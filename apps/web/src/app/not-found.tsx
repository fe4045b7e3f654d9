import { LogoMark } from "@/components/layout/logo-mark";
import { env } from "@/config/env";
import { site } from "@/config/site";
import { getFooterColumns } from "@/features/navigation/footer-columns";
import styles from "./not-found.module.css";

export const metadata = { title: "Page not found" };

/**
 * The 404 page, drawn on the server with plain links and a small stylesheet of its own. Next sends
 * the root not-found's tree, client code and stylesheet with every page: the full header once
 * doubled every page's payload (decision 0087), its footer's client parts put 23 KB of script on
 * the public author pages (decision 0147), and the site's Tailwind sheet here cost them their LCP
 * goal (decision 0150). So nothing here comes from the site's frame or its stylesheet, and nothing
 * depends on who is signed in (it cannot know: no "Login" beside a member's session). A missing
 * item inside the site has `(site)/not-found.tsx`, in the site's own frame.
 */
export default function NotFound() {
  return (
    <div className={styles.page}>
      {/* The root layout brings no stylesheet, so nothing else resets the body's margin here. */}
      <style>{"body{margin:0}"}</style>
      <header className={styles.header} data-testid="site-header">
        <div className={styles.bar}>
          <a href="/" className={styles.logo}>
            <LogoMark />
          </a>
          <nav aria-label="Main" className={styles.nav}>
            <ul>
              <li>
                <a href="/tools">Tools</a>
              </li>
              <li>
                <a href="/pricing">Pricing</a>
              </li>
              <li>
                <a href="/blog">Blog</a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} data-testid="not-found">
        <p className={styles.eyebrow}>Error 404</p>
        <h1 className={styles.title}>We couldn't find that page</h1>
        <p className={styles.lead}>
          The link may be old or mistyped. Every tool is listed on the tools page, and the FAQs
          answer most questions.
        </p>
        <div className={styles.actions}>
          <a href="/tools" className={styles.button}>
            Browse all tools
          </a>
          <a href="/" className={styles.outline}>
            Go to the home page
          </a>
          <a href="/faqs" className={styles.outline}>
            Read the FAQs
          </a>
        </div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.columns}>
          {getFooterColumns(env.externalUrls).map((column) => (
            <section key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className={styles.legal}>
          © {site.name}. <a href="/">Sign up for the newsletter on the home page</a>.
        </p>
      </footer>
    </div>
  );
}
