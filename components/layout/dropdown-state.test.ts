import { clickDropdown, closeDropdown, enterDropdown } from './dropdown-state';

describe('dropdown state', () => {
  it('hover opens unpinned; leaving closes an unpinned one', () => {
    const open = enterDropdown(null, 'services');
    expect(open).toEqual({ id: 'services', pinned: false });
    expect(closeDropdown(open, 'services', { onlyUnpinned: true })).toBeNull();
  });

  it('a click pins a hover-opened dropdown; a second click closes it', () => {
    const hovered = enterDropdown(null, 'services');
    const pinned = clickDropdown(hovered, 'services');
    expect(pinned).toEqual({ id: 'services', pinned: true });
    expect(closeDropdown(pinned, 'services', { onlyUnpinned: true })).toBe(pinned);
    expect(clickDropdown(pinned, 'services')).toBeNull();
  });

  it('clicking a closed dropdown opens it pinned, replacing any other', () => {
    expect(clickDropdown(null, 'products')).toEqual({ id: 'products', pinned: true });
    expect(clickDropdown({ id: 'services', pinned: true }, 'products')).toEqual({ id: 'products', pinned: true });
    expect(enterDropdown({ id: 'services', pinned: true }, 'products')).toEqual({ id: 'products', pinned: false });
  });

  it('entering the open dropdown keeps its state; closing another one changes nothing', () => {
    const pinned = { id: 'services', pinned: true };
    expect(enterDropdown(pinned, 'services')).toBe(pinned);
    expect(closeDropdown(pinned, 'products')).toBe(pinned);
    expect(closeDropdown(pinned, 'services')).toBeNull();
  });
});
