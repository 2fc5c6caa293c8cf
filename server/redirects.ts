/**
 * Permanent redirects of the site, served by the local server and (the same list) by firebase.json:
 * `/agriStack` is how page metadata once spelled the Agristack page.
 */
export const permanentRedirects: Readonly<Record<string, string>> = {
  '/agriStack': '/agristack/',
  '/agriStack/': '/agristack/',
};
