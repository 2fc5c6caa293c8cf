import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdvertisingPixel } from './advertising-pixel';
import { ConsentBanner } from './consent-banner';
import { CookieSettingsButton } from './cookie-settings-button';
import { CONSENT_KEY } from '@/lib/analytics/consent';
import { en } from '@/content/i18n/en';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ prefetch: jest.fn() }) }));

/** The pixel id is inlined at build; the mock lets each test choose it. */
let mockPixelId = '123456789012345';
jest.mock('@/lib/analytics/consent', () => {
  const actual = jest.requireActual('@/lib/analytics/consent');
  return {
    ...actual,
    get PIXEL_ID() {
      return mockPixelId;
    },
  };
});

/** What the English document gives the banner. */
const bannerProps = {
  text: {
    region: en.shell.cookieRegion,
    question: en.shell.cookieQuestion,
    policyLead: en.shell.cookiePolicyLead,
    policyTail: en.shell.cookiePolicyTail,
    policyLink: en.shell.cookiePolicyLink,
    decline: en.shell.decline,
    accept: en.shell.accept,
  },
  policyHref: '/policy',
};

function load() {
  mockPixelId = '123456789012345';
  return { banner: { ConsentBanner, CookieSettingsButton }, pixel: { AdvertisingPixel } };
}

beforeEach(() => {
  window.localStorage.clear();
  delete window.fbq;
  document.head.querySelectorAll('script[src*="fbevents"]').forEach((s) => s.remove());
});

describe('advertising consent', () => {
  it('loads nothing until the visitor accepts; then the pixel and a PageView', async () => {
    const user = userEvent.setup();
    const { banner, pixel } = load();
    render(
      <>
        <pixel.AdvertisingPixel />
        <banner.ConsentBanner {...bannerProps} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="fbevents"]')).toBeNull();
    expect(window.fbq).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(document.querySelector('script[src="https://connect.facebook.net/en_US/fbevents.js"]')).not.toBeNull();
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
  });

  it('remembers a refusal, loads nothing, and reopens from Cookie settings', async () => {
    const user = userEvent.setup();
    const { banner, pixel } = load();
    render(
      <>
        <pixel.AdvertisingPixel />
        <banner.ConsentBanner {...bannerProps} />
        <banner.CookieSettingsButton label={en.shell.cookieSettings} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(window.fbq).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(window.fbq).toBeDefined();
  });

  it('shows nothing when no pixel id is configured', () => {
    mockPixelId = '';
    act(() => {
      render(<ConsentBanner {...bannerProps} />);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
