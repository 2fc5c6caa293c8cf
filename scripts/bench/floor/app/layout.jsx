export const metadata = {
  title: 'Floor probe',
  description: 'The smallest static Next.js page, measured beside the site by npm run bench:site.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.6, margin: '0 auto', maxWidth: '40rem', padding: '1rem' }}>{children}</body>
    </html>
  );
}
