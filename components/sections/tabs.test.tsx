import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { label: 'Our uniqueness', panel: <p>No water needed</p> },
  { label: 'Unique benefits', panel: <p>Fertiliser from urine</p> },
  { label: 'Environmental benefits', panel: <p>Keeps groundwater clean</p> },
];

describe('Tabs', () => {
  it('follows the ARIA tabs pattern with the first tab selected', () => {
    render(<Tabs id="why" label="Why choose Ecoloo" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Why choose Ecoloo' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Our uniqueness', 'Unique benefits', 'Environmental benefits']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Our uniqueness' })).toHaveTextContent('No water needed');
    expect(screen.getByText('Fertiliser from urine').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs id="why" label="Why" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Unique benefits' }));
    expect(screen.getByRole('tab', { name: 'Unique benefits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Unique benefits' })).toHaveTextContent('Fertiliser from urine');
  });

  it('arrow keys, Home and End move the selection and the focus, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs id="why" label="Why" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Our uniqueness' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Environmental benefits' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Environmental benefits' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Our uniqueness' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Environmental benefits' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Our uniqueness' })).toHaveFocus();
  });
});
