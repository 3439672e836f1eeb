/**
 * happy-dom works out an element's computed style from its ancestors', copying each one's properties with
 * structuredClone (CSSPropertyManager.clone), and testing-library asks for computed styles on every role
 * query (whether each element is hidden, for its accessible name): that copy was about a tenth of the CPU of
 * the files that find controls by role. The properties are a flat map of `{ value, important }` entries, so
 * a copy of each entry is the same copy. (happy-dom 21's internals: if a later version names them otherwise
 * this does nothing, and nothing breaks.)
 */
if (typeof document !== 'undefined') {
  const module = (await import('happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js').catch(
    () => undefined,
  )) as { default?: { prototype: Record<string, unknown> } } | undefined;
  const prototype = module?.default?.prototype;
  if (prototype && typeof prototype['clone'] === 'function')
    prototype['clone'] = function clone(this: {
      constructor: new () => { properties: object; definedPropertyNames: object };
      properties: Record<string, object>;
      definedPropertyNames: object;
    }) {
      const copy = new this.constructor();
      const properties: Record<string, object> = {};
      for (const [name, entry] of Object.entries(this.properties)) properties[name] = { ...entry };
      copy.properties = properties;
      copy.definedPropertyNames = { ...this.definedPropertyNames };
      return copy;
    };
}
