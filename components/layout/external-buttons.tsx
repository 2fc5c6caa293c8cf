import { clsx } from 'clsx';
import { externalButtons } from '@/content/navigation';
import { ExternalLink } from './external-link';

/** The outlined links to the company's other sites (English names), each opening in a new tab; `onDark` is the variant for dark surfaces. */
export function ExternalButtons({ newTab, onDark = false }: { newTab: string; onDark?: boolean }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {externalButtons.map((link) => (
        <li key={link.label}>
          <ExternalLink
            href={link.url}
            newTab={newTab}
            className={clsx(
              'inline-flex min-h-10 items-center rounded-full border-2 px-4 text-sm font-semibold',
              onDark ? 'border-white/70 text-white hover:bg-white/10' : 'border-leaf-700 text-leaf-700 hover:bg-leaf-100',
            )}
          >
            {/* The other sites' names are English, on Hindi pages too. */}
            <span lang="en">{link.label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
