/**
 * The DOM files render through React's development build, which for each element it creates captures a
 * stack trace (`Error('react-stack-top-frame')`, its "owner stack", up to 10,000 per render) so that a
 * warning can say where the element was made. In these files that was about 15% of the CPU (the JSX calls
 * and the garbage they leave), more than any component of the console. React takes the shared "unknown
 * owner" stack once its count of recent stacks reaches that limit: here the count always reads as reached.
 * Warnings still print, with the component stack React keeps by fibers; only the owner's frames go.
 * (React 19's internals: if a later React names them otherwise this does nothing, and nothing breaks.)
 */
const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
/** React's limit (react-jsx-runtime.development.js: `1e4 > recentlyCreatedOwnerStacks++`). */
const OWNER_STACK_LIMIT = 10_000;

if (typeof document !== 'undefined') {
  const React = (await import('react')) as unknown as Record<string, Record<string, unknown> | undefined>;
  const internals =
    React[INTERNALS] ?? (React['default'] as Record<string, unknown> | undefined)?.[INTERNALS];
  if (internals && typeof internals === 'object' && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      get: () => OWNER_STACK_LIMIT,
      set: () => {},
      configurable: true,
    });
}
