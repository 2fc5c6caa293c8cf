import '@testing-library/jest-dom';

// next.config.mjs sets trailingSlash; Next inlines this flag at build, and next/link reads it to write hrefs.
process.env.__NEXT_TRAILING_SLASH = 'true';
