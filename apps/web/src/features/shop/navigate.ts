/** Leaves the site's page for `url` (a provider's page, or a full reload of ours). */
export function goTo(url: string): void {
  window.location.assign(url);
}
