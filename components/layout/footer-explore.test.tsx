import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterExplore } from './footer-explore';
import { en } from '@/content/i18n/en';

describe('FooterExplore', () => {
  it("toggles between 'View More' and 'Hide Sections'", async () => {
    const user = userEvent.setup();
    render(
      <FooterExplore text={en.shell}>
        <span>About us</span>
      </FooterExplore>,
    );
    const toggle = screen.getByRole('button', { name: 'View More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('About us').parentElement).toHaveClass('hidden');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Sections' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About us').parentElement).toHaveClass('block');
    await user.click(screen.getByRole('button', { name: 'Hide Sections' }));
    expect(screen.getByRole('button', { name: 'View More' })).toBeInTheDocument();
  });
});
