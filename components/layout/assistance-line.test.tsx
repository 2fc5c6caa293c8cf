import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';
import { AssistanceLine } from './assistance-line';
import { en } from '@/content/i18n/en';

describe('AssistanceLine', () => {
  it('offers the assistance number as a tap-to-call link', () => {
    render(<AssistanceLine label={en.shell.needAssistance} />);
    expect(screen.getByText('Need assistance?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.assistancePhone.display })).toHaveAttribute('href', `tel:${site.assistancePhone.tel}`);
  });

  it('uses dark text on light surfaces and light text on the dark menu panel', () => {
    const { rerender } = render(<AssistanceLine label={en.shell.needAssistance} />);
    const line = () => screen.getByText('Need assistance?').parentElement!;
    expect(line()).toHaveClass('text-muted');
    expect(screen.getByRole('link')).toHaveClass('text-forest-900');
    rerender(<AssistanceLine label={en.shell.needAssistance} onDark />);
    expect(line()).toHaveClass('text-white');
    expect(line()).not.toHaveClass('text-muted');
    expect(screen.getByRole('link')).not.toHaveClass('text-forest-900');
  });
});
