/**
 * Whether the server asked this page for Secure cookies (SECURE_COOKIES=1 or an https PUBLIC_URL):
 * it then carries `<meta name="vitrina-secure-cookies" content="1">`.
 */
export const secureCookiesWanted = (): boolean => document.querySelector('meta[name="vitrina-secure-cookies"]')?.getAttribute("content") === "1";
