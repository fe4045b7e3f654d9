/*
 * The banner's reserved space (NAV-23, no layout shift): while this cookie says "1", the server
 * keeps the header banner's height free, so the page does not jump when the banner arrives. The
 * browser writes it once a page has shown a banner and removes it once a page decides there is
 * none; sign-in writes it for an account still in the new-member offer's window, so the first
 * page after signing in is reserved too. Not a secret and not httpOnly: the browser clears it.
 */
export const BANNER_HINT_COOKIE = "inkforge_banner";
