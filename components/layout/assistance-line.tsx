import { clsx } from 'clsx';
import { Phone } from 'lucide-react';
import { site } from '@/content/site';

/**
 * "Need assistance?" and the phone number as a tap-to-call link; `onDark` is the variant for the dark menu
 * panel. In the header bar the words show from 1280 px; narrower, the bar has room only for the number.
 */
export function AssistanceLine({ label, onDark = false }: { label: string; onDark?: boolean }) {
  return (
    <p className={clsx('flex items-center gap-2 text-sm', onDark ? 'flex-wrap text-white' : 'text-muted')}>
      <Phone aria-hidden="true" className={clsx('size-4', onDark ? 'text-gold-400' : 'text-leaf-700')} />
      <span className={onDark ? undefined : 'sr-only xl:not-sr-only'}>{label}</span>
      <a
        href={`tel:${site.assistancePhone.tel}`}
        className={clsx(
          'inline-flex min-h-6 items-center font-bold whitespace-nowrap underline decoration-2',
          onDark ? 'decoration-gold-400' : 'text-forest-900 decoration-leaf-500',
        )}
      >
        {site.assistancePhone.display}
      </a>
    </p>
  );
}
