/** @jest-environment node */
import { isStaffRole, may, permissionsOf } from './roles';

describe('staff roles', () => {
  it('gives each role exactly what it needs: an editor drafts, a publisher also publishes, sales the leads, an admin all', () => {
    expect(permissionsOf('editor')).toEqual(['drafts']);
    expect(permissionsOf('publisher')).toEqual(['drafts', 'publish']);
    expect(permissionsOf('sales')).toEqual(['leads']);
    expect(permissionsOf('admin')).toEqual(['drafts', 'publish', 'leads', 'staff']);
  });

  it('refuses what the issue names: an editor publishing, sales editing content, an editor reading leads', () => {
    expect(may('editor', 'publish')).toBe(false);
    expect(may('sales', 'drafts')).toBe(false);
    expect(may('editor', 'leads')).toBe(false);
  });

  it('knows a role only by its exact name', () => {
    expect(isStaffRole('sales')).toBe(true);
    for (const value of ['Sales', 'owner', '', undefined, 1]) expect(isStaffRole(value)).toBe(false);
  });
});
