import type { Action } from '@/lib/content/schema';
import { ContentLink } from './content-link';
import { BrochureAction } from './brochure-action';

const styleClass = {
  primary: 'btn-primary',
  accent: 'btn-accent',
  outline: 'btn-outline',
} as const;

/** On a dark band, outlines turn white. */
const styleClassOnDark = { ...styleClass, outline: 'btn-outline-light' } as const;

/** The buttons of a banner, text block or call to action: site links, external links, or the brochure request. */
export function ActionButtons({ actions, onDark = false }: { actions: Action[]; onDark?: boolean }) {
  if (actions.length === 0) return null;
  const classes = onDark ? styleClassOnDark : styleClass;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => {
        if ('action' in action) return <BrochureAction key={action.label} label={action.label} className={classes[action.style]} />;
        return (
          <ContentLink key={action.label} href={action.href} className={classes[action.style]}>
            {action.label}
          </ContentLink>
        );
      })}
    </div>
  );
}
