import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { latinFontsCss } from '@/lib/fonts/latin';
import { ProseStyles } from '@/components/ui/prose-styles';

/** The staff desk is for signed-in staff: never indexed, never followed. */
export const metadata: Metadata = {
  title: `Desk | ${site.brand}`,
  robots: { index: false, follow: false },
};

/** The desk's own document: English, the brand's Latin fonts, none of the public pages' islands or analytics. */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
        <style href="fonts-desk" precedence="default">
          {latinFontsCss}
        </style>
        {/* The preview draws posts and legal text, whose long-form styles the site adds on the server. */}
        <ProseStyles />
        {children}
      </body>
    </html>
  );
}
