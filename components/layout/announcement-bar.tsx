import { PhoneCall } from 'lucide-react';
import { site } from '@/content/site';
import { fill } from '@/lib/i18n';
import type { Words } from '@/content/i18n/en';

/** The top bar advertising the toll-free number, with the helpline's languages and hours as every page states them. */
export function AnnouncementBar({ text, helpline }: { text: Words['shell']; helpline: { hours: string; languages: string } }) {
  return (
    <aside aria-label={text.helplineRegion} className="bg-gold-400 text-ink">
      <p className="container-content flex min-h-10 flex-wrap items-center justify-center gap-x-2 py-1.5 text-center text-sm">
        <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
        <span className="hidden sm:inline">{fill(text.helplinePitch, helpline)}</span>
        <span>{text.helplineLabel}</span>
        <a href={`tel:${site.tollFreePhone.tel}`} className="font-bold underline decoration-2">
          {site.tollFreePhone.display}
        </a>
      </p>
    </aside>
  );
}
