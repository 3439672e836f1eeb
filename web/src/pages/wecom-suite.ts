/**
 * The corporate-chat suite id (the service provider's app) is configured per site (index.html), like the
 * client credentials: the install button and the corporate-chat sign-in both use it.
 */
export function wecomSuiteId(): string {
  return (
    document.querySelector('meta[name="nbxt-wecom-suite-id"]')?.getAttribute('content')?.trim() ||
    'nbxt-suite'
  );
}
