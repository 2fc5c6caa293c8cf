import { clickDropdown, closeDropdown, enterDropdown } from './dropdown-state';

describe('dropdown state', () => {
  it('hover opens unpinned; leaving closes an unpinned one', () => {
    const open = enterDropdown(null, 'Services');
    expect(open).toEqual({ label: 'Services', pinned: false });
    expect(closeDropdown(open, 'Services', { onlyUnpinned: true })).toBeNull();
  });

  it('a click pins a hover-opened dropdown; a second click closes it', () => {
    const hovered = enterDropdown(null, 'Services');
    const pinned = clickDropdown(hovered, 'Services');
    expect(pinned).toEqual({ label: 'Services', pinned: true });
    expect(closeDropdown(pinned, 'Services', { onlyUnpinned: true })).toBe(pinned);
    expect(clickDropdown(pinned, 'Services')).toBeNull();
  });

  it('clicking a closed dropdown opens it pinned, replacing any other', () => {
    expect(clickDropdown(null, 'Products')).toEqual({ label: 'Products', pinned: true });
    expect(clickDropdown({ label: 'Services', pinned: true }, 'Products')).toEqual({ label: 'Products', pinned: true });
    expect(enterDropdown({ label: 'Services', pinned: true }, 'Products')).toEqual({ label: 'Products', pinned: false });
  });

  it('entering the open dropdown keeps its state; closing another label changes nothing', () => {
    const pinned = { label: 'Services', pinned: true };
    expect(enterDropdown(pinned, 'Services')).toBe(pinned);
    expect(closeDropdown(pinned, 'Products')).toBe(pinned);
    expect(closeDropdown(pinned, 'Services')).toBeNull();
  });
});
