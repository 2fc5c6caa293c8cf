/** Hosts whose video players a blog post may embed (the sanitiser and the CSP's frame-src both use it). */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];
