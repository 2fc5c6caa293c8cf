/** The category of blog posts, and the category of the newsletter articles More Reads lists. */
export const BLOG_CATEGORY = 'blog';
export const NEWSLETTER_CATEGORY = 'Newsletter';
