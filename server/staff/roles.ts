/**
 * The staff's roles: one per account, kept as the custom claim `role` on its Firebase Authentication user
 * (set with `npm run staff`). What a role may do is decided here, for the staff API and the desk alike.
 */
export const STAFF_ROLES = ['editor', 'publisher', 'sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may do what: an editor writes drafts; a publisher writes them too, and publishes; sales answers the
 * leads; an admin manages the staff, and may do everything the others do.
 */
export const PERMISSIONS = {
  drafts: ['editor', 'publisher', 'admin'],
  publish: ['publisher', 'admin'],
  leads: ['sales', 'admin'],
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function may(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Everything a role may do, in the order of PERMISSIONS. */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => may(role, permission));
}
