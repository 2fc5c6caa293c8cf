'use client';

import { Download } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { hrefOf } from '@/lib/routes';

/**
 * The brochure request button (a real <button>, opened by click or Enter). Until the brochure modal and its
 * lead form exist, it takes the visitor to the contact page, where the team sends the brochure.
 */
export function BrochureButton({ label, className }: { label: string; className: string }) {
  const router = useRouter();
  return (
    <button type="button" className={className} onClick={() => router.push(`${hrefOf('/contact')}?topic=brochure`)}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
