import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from './faq';

// The answers' page links are client-side links of an English page.
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }), usePathname: () => '/ecrop/' }));

const section = {
  type: 'faq' as const,
  id: 'faq',
  title: 'Frequently Asked Questions' as const,
  tone: 'white' as const,
  image: { src: '/assets/art/faq-farmer.svg', alt: '', width: 600, height: 600 },
  items: [
    { title: 'How much area does one device cover?', content: 'One eCrop device covers 10 acres.' },
    { title: 'Does it work in the monsoon?', content: 'Yes, the box is sealed.' },
  ],
};

describe('Faq', () => {
  it("is titled 'Frequently Asked Questions' and has its image on the side", () => {
    const { container } = render(<Faq section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/assets/art/faq-farmer.svg"]')).not.toBeNull();
  });

  it('starts with every item closed, answers in the markup, all in one exclusive group', () => {
    const { container } = render(<Faq section={section} />);
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).not.toHaveAttribute('open');
      expect(item.getAttribute('name')).toBe('faq-items');
    }
    expect(container).toHaveTextContent('One eCrop device covers 10 acres.');
  });

  it('links an answer to the pages and the number it names, under the answer', () => {
    const priced = {
      ...section,
      items: [
        {
          title: 'What does it cost?',
          content: 'The Buy Product page shows indicative prices, before delivery and GST.',
          links: [
            { label: 'See the indicative prices', href: '/buy-product' },
            { label: 'Call 1800 000 000', href: 'tel:1800000000' },
          ],
        },
      ],
    };
    const { container } = render(<Faq section={priced} />);
    const answer = container.querySelector('details')!;
    expect(within(answer).getByRole('link', { name: 'See the indicative prices' })).toHaveAttribute('href', '/buy-product/');
    expect(within(answer).getByRole('link', { name: 'Call 1800 000 000' })).toHaveAttribute('href', 'tel:1800000000');
  });

  it('a click on a question opens it and a second click closes it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Faq section={section} />);
    const first = container.querySelector('details')!;
    await user.click(screen.getByText('How much area does one device cover?'));
    expect(first).toHaveAttribute('open');
    await user.click(screen.getByText('How much area does one device cover?'));
    expect(first).not.toHaveAttribute('open');
  });
});
