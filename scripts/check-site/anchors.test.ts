/** @jest-environment node */
import { page, production, siteOf } from '@/tests/support/check-site-pages';
import { anchorFailures } from './anchors';

const local = 'http://127.0.0.1:4321';
const link = (href: string) => ({ href, selector: `a[href="${href}"]` });

describe('anchors', () => {
  const policy = page('/policy/', { targets: new Set(['main', 'who-we-are']), fragmentLinks: [link('#who-we-are'), link('#main')] });
  const buy = page('/buy-product/', { targets: new Set(['main', 'cart']) });

  it('pass when each fragment names an id on the page it lands on, on this page or another', () => {
    const home = page('/', { fragmentLinks: [link('/buy-product/#cart'), link(`${production}/policy/#who-we-are`), link('/policy/#who-we-are')] });
    expect(anchorFailures(siteOf(home, policy, buy), { local, production })).toEqual({ checked: 5, failures: [] });
  });

  it('fail a fragment missing from its target page, found on the page that links to it', () => {
    const about = page('/about/', { fragmentLinks: [link('/buy-product/#basket')] });
    expect(anchorFailures(siteOf(about, buy), { local, production }).failures).toEqual([
      {
        check: 'anchors',
        page: '/about/',
        target: '/buy-product/#basket',
        rule: 'anchor-target',
        message: 'no element with id "basket" on /buy-product/ (link a[href="/buy-product/#basket"])',
      },
    ]);
  });

  it('fail a fragment on a path that is no page of the site', () => {
    const about = page('/about/', { fragmentLinks: [link('/buy/#cart')] });
    expect(anchorFailures(siteOf(about), { local, production }).failures.map((failure) => failure.rule)).toEqual(['anchor-page']);
  });

  it('let #top, an empty fragment, a text fragment and other sites pass unchecked', () => {
    const about = page('/about/', { fragmentLinks: [link('#top'), link('#'), link('#:~:text=soil'), link('https://sdgs.un.org/goals#goal-2')] });
    expect(anchorFailures(siteOf(about), { local, production })).toEqual({ checked: 0, failures: [] });
  });

  it('check each distinct link of a page once', () => {
    const about = page('/about/', { fragmentLinks: [link('#main'), link('#main')] });
    expect(anchorFailures(siteOf(about), { local, production }).checked).toBe(1);
  });
});
