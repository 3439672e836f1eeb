/**
 * Who sees the designer's import-JSON action (forms-and-survey.md §2.6: hidden for normal users): an
 * administrator, or a visitor of the standalone designer who is not signed in (nothing to protect there).
 */
export function canImportDefinition(user: { signedIn: boolean; roleName?: string | undefined }): boolean {
  if (!user.signedIn) return true;
  return (user.roleName ?? '')
    .split(',')
    .some((role) => role.trim() === 'administrator' || role.trim() === 'admin');
}
