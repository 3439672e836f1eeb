import type { Plugin } from 'vite';

/** Where a name a barrel exports comes from: the module and its name there (`*`: the whole module). */
type Origin = { id: string; name: string };

/** `f` computed once per key. */
function memo<T>(f: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (!values.has(key)) values.set(key, f(key));
    return values.get(key)!;
  };
}

/** A route part: a page (or the shell) whose static imports load up front, its dynamic ones on demand. */
export interface RoutePart {
  name: string;
  /** The part's page modules (absolute ids). */
  roots: readonly string[];
  /** Modules loaded before it (the entry's, the shell's): not the part's. */
  after?: readonly string[];
}

/**
 * Chunks by route: each module is placed with the modules exactly the same route parts load up front, or
 * the same imports load on demand, so that a page loads a few larger files rather than many small ones
 * (gzip compresses each file alone) and never a module it does not need (a module some part loads up
 * front goes with the others of the same parts, whichever import loads it on demand elsewhere). The parts
 * are walked through the module graph as tree-shaking leaves it: an import of a barrel (a module that only
 * re-exports, such as a package's index) reaches only the modules of the names it imports. Modules of no
 * part (the entry's) are left to Rolldown's own splitting. `name` is a codeSplitting group's name function
 * (one name, one chunk): a chunk is named after its part's page, else its own module loaded on demand,
 * else its first own module, else a package's.
 */
export function routeChunks(options: {
  /** The entry module: what the parts of the entry's and the shell's own on-demand imports load after. */
  entry: string;
  /** The shell's modules: every route but sign-in's loads them first. */
  shell: readonly string[];
  parts: () => RoutePart[];
  /** Modules kept out of any route chunk (each language's texts: one language loads). */
  apart: (id: string) => boolean;
  /** The project's own modules (a chunk is named after one of them rather than a package's). */
  own: (id: string) => boolean;
  label: (id: string) => string;
}): { plugin: Plugin; name: (id: string) => string | null } {
  const names = new Map<string, string>();
  return {
    name: (id) => names.get(id) ?? null,
    plugin: {
      name: 'route-chunks',
      async buildEnd() {
        const resolveKey = memo((key) => {
          const [importer, source] = key.split('\0') as [string, string];
          return this.resolve(source, importer).then((r) => (r && !r.external ? r.id : undefined));
        });
        const resolve = (source: string, importer: string) => resolveKey(`${importer}\0${source}`);
        const body = memo((id) => {
          const code = this.getModuleInfo(id)?.code;
          try {
            return code && /\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) ? this.parse(code).body : null;
          } catch {
            return null;
          }
        });
        const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
          node.type === 'Identifier' ? node.name! : String(node.value);
        /** The name an import specifier takes from its module (`*` for a namespace). */
        const importedName = (s: {
          type: string;
          imported?: { type: string; name?: string; value?: unknown };
        }) =>
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported!)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        /** A barrel's exports by name, or undefined for a module with code of its own. */
        const barrel = memo(async (id): Promise<Map<string, Origin[]> | undefined> => {
          const statements = body(id);
          if (!statements || statements.length === 0) return undefined;
          const local = new Map<string, Origin>();
          const exported = new Map<string, Origin[]>();
          const add = (name: string, origin: Origin) =>
            exported.set(name, [...(exported.get(name) ?? []), origin]);
          for (const node of statements) {
            if (node.type === 'ImportDeclaration') {
              const from = await resolve(node.source.value, id);
              if (!from) continue;
              for (const s of node.specifiers)
                local.set(s.local.name, {
                  id: from,
                  name: importedName(s),
                });
            } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
              const from = node.source ? await resolve(node.source.value, id) : undefined;
              for (const s of node.specifiers) {
                const origin = from ? { id: from, name: nameOf(s.local) } : local.get(nameOf(s.local));
                if (origin) add(nameOf(s.exported), origin);
              }
            } else if (node.type === 'ExportAllDeclaration') {
              const from = await resolve(node.source.value, id);
              if (from) add(node.exported ? nameOf(node.exported) : '*', { id: from, name: '*' });
            } else if (!(node.type === 'ExpressionStatement' && 'directive' in node)) return undefined;
          }
          return exported;
        });
        /** The modules an import of `names` from `id` reaches, through barrels. */
        const through = async (
          id: string,
          names: readonly string[],
          out: Set<string>,
          seen = new Set<string>(),
        ) => {
          const key = `${id}\0${names.join()}`;
          if (seen.has(key)) return;
          seen.add(key);
          const exports = await barrel(id);
          if (!exports || names.includes('*')) {
            if (exports)
              for (const origins of exports.values())
                for (const o of origins) await through(o.id, [o.name], out, seen);
            else out.add(id);
            return;
          }
          for (const name of names) {
            const origins = exports.get(name) ?? exports.get('*') ?? [];
            for (const o of origins)
              await through(o.id, o.name === '*' && !exports.has(name) ? [name] : [o.name], out, seen);
          }
        };
        /** A module's static imports, through barrels. */
        const imports = memo(async (id): Promise<string[]> => {
          const statements = body(id);
          const info = this.getModuleInfo(id);
          if (!statements) return [...(info?.importedIds ?? [])];
          const out = new Set<string>();
          for (const node of statements) {
            const source =
              node.type === 'ImportDeclaration' ||
              node.type === 'ExportAllDeclaration' ||
              (node.type === 'ExportNamedDeclaration' && node.source)
                ? node.source!.value
                : undefined;
            if (source === undefined) continue;
            const target = await resolve(source, id);
            if (!target) continue;
            const names =
              node.type === 'ImportDeclaration'
                ? node.specifiers.length === 0
                  ? []
                  : node.specifiers.map(importedName)
                : node.type === 'ExportNamedDeclaration'
                  ? node.specifiers.map((s) => nameOf(s.local))
                  : ['*'];
            if (names.length === 0) out.add(target);
            else await through(target, names, out);
          }
          return [...out];
        });
        const walk = async (starts: readonly string[], lazy: boolean, stop: ReadonlySet<string>) => {
          const seen = new Set<string>();
          const stack = [...starts];
          while (stack.length > 0) {
            const id = stack.pop()!;
            if (seen.has(id) || stop.has(id)) continue;
            seen.add(id);
            stack.push(...(await imports(id)));
            if (lazy) stack.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
          }
          return seen;
        };
        const signatures = new Map<string, string[]>();
        const stops = new Map<string, Promise<Set<string>>>();
        const explicit = options.parts();
        const roots = new Set(explicit.flatMap((part) => part.roots));
        // What the entry and the shell load on demand outside the routes (the sign-out pages, a hash, the
        // chat): each such import is a part of its own, after the entry or, imported by the shell only, after
        // the shell too, so that it comes with no route's chunk and splits the shell's only where it must.
        const entry = await walk([options.entry], false, new Set());
        const shell = await walk(options.shell, false, entry);
        const onDemand = new Set(
          [...entry, ...shell].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
        );
        const parts = [
          ...explicit,
          ...[...onDemand]
            .filter((id) => !roots.has(id) && !entry.has(id) && !shell.has(id) && !options.apart(id))
            .map((id) => ({
              name: id,
              roots: [id],
              after: this.getModuleInfo(id)!.dynamicImporters.some((by) => entry.has(by))
                ? [options.entry]
                : [options.entry, ...options.shell],
            })),
        ];
        // The shell's modules a route's page imports too: a chunk apart from the shell's own, so that a page's
        // code (its first data, asked for while the shell's code still loads) never waits for the shell's
        // chunk. (What the shell itself loads on demand comes after it: it may import the shell's chunk.)
        const sharedWithPages = new Set<string>();
        for (const part of parts) {
          const after = part.after ?? [];
          if (!stops.has(after.join())) stops.set(after.join(), walk(after, false, new Set()));
          const stop = await stops.get(after.join())!;
          const up = await walk(part.roots, false, stop);
          const add = (id: string, key: string) => {
            if (!options.apart(id)) signatures.set(id, [...(signatures.get(id) ?? []), key]);
          };
          for (const id of up) add(id, part.name);
          if (explicit.includes(part) && after.some((id) => options.shell.includes(id)))
            for (const id of await walk(part.roots, false, entry)) if (shell.has(id)) sharedWithPages.add(id);
          // What the part loads on demand, by the import that loads it (each on a user's action, apart).
          const loaded = new Set([...stop, ...up]);
          for (const id of await walk(part.roots, true, stop))
            if (!up.has(id) && this.getModuleInfo(id)?.dynamicImporters.length)
              for (const module of await walk([id], false, loaded)) add(module, `${part.name}~${id}`);
        }
        // A module some part loads up front goes with the others of the same parts whatever import loads it
        // on demand elsewhere (a part's shared code, loaded together where it counts most).
        for (const [id, keys] of signatures)
          if (keys.some((key) => !key.includes('~')))
            signatures.set(id, [...new Set(keys.map((key) => key.replace(/~.*$/, '~')))]);
        for (const id of sharedWithPages) signatures.set(id, [...(signatures.get(id) ?? []), 'pages']);
        const members = new Map<string, string[]>();
        for (const [id, list] of signatures) {
          const key = list.join();
          members.set(key, [...(members.get(key) ?? []), id]);
        }
        const used = new Set<string>();
        for (const ids of members.values()) {
          // After the part's page, or its own module loaded on demand, or its first own module.
          const own = ids.filter((id) => options.own(id)).sort();
          const loadedAlone = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
          const named =
            ids.find((id) => roots.has(id)) ??
            own.find(loadedAlone) ??
            own[0] ??
            ids.sort().find(loadedAlone) ??
            ids[0]!;
          const label = options.label(named);
          let unique = label;
          for (let n = 2; used.has(unique); n++) unique = `${label}${n}`;
          used.add(unique);
          for (const id of ids) names.set(id, unique);
        }
      },
    },
  };
}
