import { PhoneCall } from 'lucide-react';
import { site } from '@/content/site';

/** The top bar advertising the toll-free number, with the helpline's languages and hours as every page states them. */
export function AnnouncementBar() {
  return (
    <aside aria-label="Toll-free helpline" className="bg-gold-400 text-ink">
      <p className="container-content flex min-h-10 flex-wrap items-center justify-center gap-x-2 py-1.5 text-center text-sm">
        <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
        <span className="hidden sm:inline">
          Free advice for farmers in {site.helpline.languages}, {site.helpline.hours}.
        </span>
        <span>Toll-free helpline:</span>
        <a href={`tel:${site.tollFreePhone.tel}`} className="font-bold underline decoration-2">
          {site.tollFreePhone.display}
        </a>
      </p>
    </aside>
  );
}
