/**
 * What one screen leaves for another across a route change (the SPA keeps it in memory): a form's draft
 * kept while the user picks something on a picker page, and what the picker page chose. A form still
 * mounted (its tab kept open) is handed the choice at once; one opened anew takes its draft once.
 */
type Listener = (values: Record<string, string>) => void;

const drafts = new Map<string, Record<string, string>>();
const listeners = new Map<string, Listener>();

/** Keep a form's values under its route while another page is open. */
export function keepDraft(route: string, values: Record<string, string>): void {
  drafts.set(route, { ...values });
}

/** The values left for this route (a draft, merged with what a picker chose), once. */
export function takeDraft(route: string): Record<string, string> | undefined {
  const draft = drafts.get(route);
  drafts.delete(route);
  return draft;
}

/**
 * A mounted form of this route takes the choices handed back to it, and at once what was left while it
 * was hidden (a tab kept in the background runs no effects); returns the unsubscribe.
 */
export function onHandBack(route: string, listener: Listener): () => void {
  listeners.set(route, listener);
  const left = drafts.get(route);
  drafts.delete(route);
  if (left) listener(left);
  return () => {
    if (listeners.get(route) === listener) listeners.delete(route);
  };
}

/** A picker page's choice for the route that asked: to its mounted form, else into its draft. */
export function handBack(route: string, values: Record<string, string>): void {
  const listener = listeners.get(route);
  if (listener) {
    drafts.delete(route);
    listener(values);
  } else drafts.set(route, { ...drafts.get(route), ...values });
}
