import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerMessages } from '../../core/src/i18n/messages/designer.ts';
import { platformMessages } from '../../core/src/i18n/messages/platform.ts';
import { validateMessages } from '../../core/src/i18n/messages/validate.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { moduleScreenTitle } from '../../core/src/modules/screen-titles.ts';
import { routeGroups } from '../../core/src/nav/route-table.ts';
import {
  type BuildIndex,
  buildWeb,
  COMPILE_HINT,
  modulesInSeveralChunks,
  STYLED_WITH_CODE,
  staticClosure,
} from '../../scripts/build/web.ts';

/** A built file's name: `<stem>-<hash>.<ext>`, the hash of its content. */
const named = (stem: string, ext = 'js') => new RegExp(`/${stem}-[\\w-]{8}\\.${ext}$`);

// Built into a temp folder: other suites (the end-to-end test) use web/dist at the same time.
describe('console build', () => {
  let dir: string;
  let buildIndex: BuildIndex;
  let chunks: readonly Rolldown.OutputChunk[] = [];
  const read = (file: string) => readFile(join(dir, file), 'utf8');
  const readAll = async (files: string[]) => (await Promise.all(files.map(read))).join('\n');
  /** The file of the chunk that bundles a module. */
  const chunkHolding = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)))?.fileName;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nbxt-web-build-'));
    // A site that knows its tenant: the sign-in and registration pages hide the tenant field.
    process.env['NBXT_TENANT'] = '000000';
    try {
      buildIndex = await buildWeb({ outDir: dir, inspect: (bundled) => (chunks = bundled) });
    } finally {
      delete process.env['NBXT_TENANT'];
    }
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes index.html loading the entry with its static imports beside it, and linking its stylesheet', async () => {
    const html = await read('index.html');
    expect(html).toContain(`<script type="module" src="/${buildIndex.entry}"></script>`);
    expect(buildIndex.entry).toMatch(/^assets\/main-[\w-]{8}\.js$/);
    expect(buildIndex.css).toEqual([expect.stringMatching(named('main', 'css'))]);
    for (const css of buildIndex.css) expect(html).toContain(`<link rel="stylesheet" href="/${css}" />`);
    const signIn = buildIndex.routeGroups['signin']!.upFront.filter((f) => f.endsWith('.js'));
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const file of preloaded) expect(signIn).toContain(file);
    expect(html).toContain('<meta name="nbxt-tenant-id" content="000000" />');
  });

  it("names the build in index.html and in build.json (what a stale page compares), after the files' names", async () => {
    const html = await read('index.html');
    const own = html.match(/<meta name="nbxt-build" content="([A-Z0-9]{8})" \/>/)?.[1];
    expect(own).toBeDefined();
    expect(JSON.parse(await read('build.json'))).toEqual({ build: own });
    // Another build with the same sources names the same files: the same id.
    const again = await mkdtemp(join(tmpdir(), 'nbxt-web-build-'));
    try {
      process.env['NBXT_TENANT'] = '000000';
      await buildWeb({ outDir: again });
      expect(JSON.parse(await readFile(join(again, 'build.json'), 'utf8'))).toEqual({ build: own });
    } finally {
      delete process.env['NBXT_TENANT'];
      await rm(again, { recursive: true, force: true });
    }
  }, 120_000);

  it("gives every script V8's compile hint, ahead of its code", async () => {
    const scripts = [
      buildIndex.entry,
      ...(await readdir(join(dir, 'assets/chunks'))).map((file) => `assets/chunks/${file}`),
    ];
    for (const file of scripts) expect((await read(file)).startsWith(COMPILE_HINT), file).toBe(true);
  });

  it("asks a dynamic import's chunks beside it, but none surely loaded when it runs (its importer's static imports, the entry's)", async () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const importsOf = (file: string) => byFile.get(file)?.imports;
    const entry = staticClosure(buildIndex.entry, importsOf);
    let lists = 0;
    for (const chunk of chunks) {
      const listed = (await read(chunk.fileName)).match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
      if (!listed) continue;
      lists++;
      const loaded = new Set([...staticClosure(chunk.fileName, importsOf), ...entry]);
      const files = JSON.parse(listed) as string[];
      expect(
        files.filter((file) => loaded.has(file)),
        chunk.fileName,
      ).toEqual([]);
      // The stylesheets stay: the import applies them before its chunk runs.
      for (const dynamic of chunk.dynamicImports)
        for (const css of byFile.get(dynamic)?.viteMetadata?.importedCss ?? []) expect(files).toContain(css);
    }
    expect(lists).toBeGreaterThan(3);
  });

  it("lists a route's own chunk's stylesheets only: its scripts come from index.html's route lists", async () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const route = (file: string) =>
      byFile
        .get(file)
        ?.moduleIds.some((id) =>
          /web\/src\/(screens\/groups\/[\w-]+\.tsx|pages\/HomePage\.tsx|shell\/Shell\.tsx)$/.test(id),
        );
    const routes = new Set(Object.values(buildIndex.routeChunks).flat());
    const entry = staticClosure(buildIndex.entry, (file) => byFile.get(file)?.imports);
    const listed = { route: 0, other: 0 };
    for (const chunk of chunks) {
      const code = await read(chunk.fileName);
      const files = JSON.parse(code.match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1] ?? '[]') as string[];
      const at = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
      for (const [, target, indexes] of code.matchAll(
        /import\(`\.\/([^`]+)`\)(?:\.then\([^()]*\))?,__vite__mapDeps\(\[([\d,]*)\]\)/g,
      )) {
        const file = join(at, target!);
        const deps = indexes!.split(',').map((i) => files[Number(i)]!);
        if (route(file)) {
          listed.route++;
          expect(
            deps.filter((dep) => !dep.endsWith('.css')),
            file,
          ).toEqual([]);
          // What the list leaves out, index.html's route lists hold (or the entry loaded).
          for (const js of byFile.get(file)!.imports) if (!entry.has(js)) expect(routes).toContain(js);
        } else if (deps.some((dep) => dep.endsWith('.js'))) listed.other++;
      }
    }
    // Every group's page is imported with a list (its stylesheets); an on-demand part keeps its scripts'.
    expect(listed.route).toBeGreaterThan(20);
    expect(listed.other).toBeGreaterThan(3);
  });

  it("asks for a signed-in page's route while index.html is read, before any stylesheet can hold it back", async () => {
    const html = await read('index.html');
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(html.indexOf('id="nbxt-route-groups"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.slice(script)).toContain('</script>');
    // It finds the page's group in the patterns the build wrote, without bundling the route table.
    const inline = html.slice(script, html.indexOf('</script>', script));
    expect(inline).not.toContain('jobName');
    const patterns = JSON.parse(
      html.match(/<script type="application\/json" id="nbxt-route-groups">(.*?)<\/script>/)![1]!,
    );
    expect(patterns).toEqual(buildIndex.routePatterns);
    expect(patterns).toContainEqual(['/system/param', 'lists']);
    expect(patterns).toContainEqual(['/job/nbxtjob', 'jobs']);
  });

  it("writes each route group's chunks and stylesheets into index.html, to be asked for together", async () => {
    const html = await read('index.html');
    const written = JSON.parse(
      html.match(/<script type="application\/json" id="nbxt-route-chunks">(.*?)<\/script>/)![1]!,
    );
    expect(written).toEqual(buildIndex.routeChunks);
    const { shell, lists, notice } = buildIndex.routeChunks;
    expect(shell!.some((file) => named('Shell').test(file))).toBe(true);
    // The Mantine styles of every page past sign-in come with the shell.
    expect(shell!.some((file) => file.endsWith('.css'))).toBe(true);
    expect(lists!.some((file) => named('lists').test(file))).toBe(true);
    // What index.html loads is not asked for again; a group's list holds no shell chunk; all are the group's.
    for (const file of [buildIndex.entry, ...buildIndex.css]) expect(shell).not.toContain(file);
    for (const [, href] of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g))
      expect([...shell!, ...lists!]).not.toContain(href);
    for (const file of lists!) expect(shell).not.toContain(file);
    for (const file of [...shell!, ...lists!])
      expect(buildIndex.routeGroups['lists']!.upFront).toContain(file);
    // Only what the first render needs: the notice editor comes when its dialog opens.
    expect(notice!.some((file) => file.includes('NoticeEditor'))).toBe(false);
  });

  it("counts what a group loads before its first render apart from what its pages load on a user's action", () => {
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      expect(new Set(group.files).size, name).toBe(group.files.length);
      for (const file of group.upFront) expect(group.files, name).toContain(file);
      expect(group.upFront, name).toContain(buildIndex.entry);
      // Every group past sign-in loads the shell and its stylesheets before its first render.
      for (const file of buildIndex.routeChunks['shell']!)
        if (name !== 'signin') expect(group.upFront).toContain(file);
      const shell = (file: string) => named('Shell').test(file) || named('Shell', 'css').test(file);
      expect(group.upFront.some(shell), name).toBe(name !== 'signin');
    }
    const forms = buildIndex.routeGroups['forms']!;
    expect(forms.upFront.some((file) => named('forms').test(file))).toBe(true);
    // The rich-text editor comes when a rich-text field is shown: on demand, not up front.
    const editor = chunkHolding('web/src/components/rich-text/RichTextEditor.tsx');
    expect(forms.upFront).not.toContain(editor);
    expect(forms.files).toContain(editor);
  });

  it("keeps the list screens, the shell, dates, dnd-kit, the chat, the query library and Mantine's floating layer out of the sign-in route", () => {
    const signin = buildIndex.routeGroups['signin']!;
    expect(signin.sources).toContain('react-dom');
    expect(signin.sources.some((s) => s.startsWith('web/src/pages'))).toBe(true);
    for (const heavy of [
      'web/src/shell',
      '@mantine/dates',
      '@dnd-kit/core',
      '@tanstack/query-core',
      '@stomp/stompjs',
      '@floating-ui/react',
    ])
      expect(signin.sources).not.toContain(heavy);
    expect(signin.files.some((file) => /\/(lists|system|Shell)-/.test(file))).toBe(false);
    expect(signin.modules).toContain('web/src/pages/LoginPage.tsx');
    // The list screens of the generic-screens folder (web/src/kit) come with the first list, not at sign-in.
    const lists =
      /^web\/src\/kit\/(ColumnMenu|FieldInput|List\w*|Record\w*|RefSelect|ResourceList|RowActions|list-\w+)\./;
    expect(signin.modules.filter((m) => /^web\/src\/(screens|shell)\//.test(m) || lists.test(m))).toEqual([]);
  });

  it("keeps the notices' host out of the sign-in route (its JS shows notices through their store only)", async () => {
    const signin = buildIndex.routeGroups['signin']!;
    expect(signin.sources).toContain('@mantine/notifications');
    expect(signin.modules).not.toContain('web/src/components/Overlays.tsx');
    const host = chunkHolding('web/src/components/Overlays.tsx');
    expect(signin.files).not.toContain(host);
    // Every page past sign-in loads it, with the shell.
    expect(buildIndex.routeChunks['shell']).toContain(host);
  });

  it('loads lossless-json (64-bit IDs where JSON.parse gives no source text) on demand only: never with a route', async () => {
    const chunks = await readdir(join(dir, 'assets/chunks'));
    const fallback = chunks.filter((file) => /^lossless-[\w-]{8}\.js$/.test(file));
    expect(fallback).toHaveLength(1);
    expect(await read(`assets/chunks/${fallback[0]}`)).toContain('JSON value expected');
    const file = `assets/chunks/${fallback[0]}`;
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      expect(group.sources, name).not.toContain('lossless-json');
      expect(group.upFront, name).not.toContain(file);
    }
  });

  it("loads the password hash (MD5) with the first sign-in, lock or unlock, never with a route but the profile's", () => {
    const hash = 'core/src/session/md5-hex.ts';
    const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(hash)));
    expect(holding).toHaveLength(1);
    const [chunk] = holding;
    expect(chunks.some((c) => c.dynamicImports.includes(chunk!.fileName))).toBe(true);
    // The profile's password change hashes as it sends (its group has it); no other route's first render.
    for (const [name, group] of Object.entries(buildIndex.routeGroups))
      if (name !== 'profile') expect(group.upFront, name).not.toContain(chunk!.fileName);
  });

  it("loads the downloads' Content-Disposition reader with the first download, never with a route", () => {
    const reader = 'core/src/http/content-disposition.ts';
    const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(reader)));
    expect(holding).toHaveLength(1);
    const [chunk] = holding;
    // Its own chunk, loaded by the transport's download.
    expect(chunks.some((c) => c.dynamicImports.includes(chunk!.fileName))).toBe(true);
    for (const [name, group] of Object.entries(buildIndex.routeGroups))
      expect(group.upFront, name).not.toContain(chunk!.fileName);
  });

  it('keeps the charts (uPlot) out of every first render, loaded by the groups that show lists', async () => {
    const chunks = await readdir(join(dir, 'assets/chunks'));
    expect(chunks.filter((f) => /^ChartDrawing-.*\.js$/.test(f))).toHaveLength(1);
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      expect(group.sources, name).not.toContain('uplot');
      expect(
        group.upFront.some((f) => /ChartDrawing-/.test(f)),
        name,
      ).toBe(false);
    }
    // The lists' first render holds the chart panel (its text table); the drawing is loaded when shown.
    expect(buildIndex.routeGroups['lists']!.sources).toContain('web/src/kit');
    expect(buildIndex.routeGroups['contract']!.files.some((f) => /ChartDrawing-.*\.js$/.test(f))).toBe(true);
  });

  it('keeps the date pickers out of what a list needs for its first render, loading them on demand', async () => {
    const { lists, system } = buildIndex.routeGroups;
    for (const heavy of ['@mantine/dates', 'dayjs']) {
      expect(lists!.sources).not.toContain(heavy);
      // A screen importing the pickers directly has them in its first render: the check sees them.
      expect(system!.sources).toContain(heavy);
    }
    expect(lists!.sources).toContain('@mantine/core');
    // Still part of the group, as a chunk loaded later (@mantine/dates's own code).
    const later = lists!.files.filter((file) => file.endsWith('.js') && !lists!.upFront.includes(file));
    expect(await readAll(later)).toContain('@mantine/dates/DateInput');
  });

  it("splits the screens into route groups, each loading its own screens and no other group's", () => {
    // The table's groups (the platform's, home, one per module) and the generic module group.
    expect(Object.keys(buildIndex.routeGroups).sort()).toEqual(
      ['signin', 'modules', ...routeGroups()].sort(),
    );
    const modules = (group: string) => buildIndex.routeGroups[group]!.modules;
    const screen = (name: string) => `web/src/screens/${name}`;
    expect(modules('system')).toEqual(
      expect.arrayContaining(['RoleScreen.tsx', 'UserScreen.tsx', 'MenuScreen.tsx'].map(screen)),
    );
    expect(modules('dict')).toContain(screen('DictLayoutScreen.tsx'));
    expect(modules('workflow')).toContain(screen('workflow/LeavePages.tsx'));
    // The notice group counts the rich-text editor it loads lazily.
    expect(modules('notice')).toEqual(
      expect.arrayContaining(['NoticeScreen.tsx', 'NoticeEditor.tsx'].map(screen)),
    );
    for (const [group, foreign] of [
      [
        'system',
        ['NoticeEditor.tsx', 'DictLayoutScreen.tsx', 'workflow/LeavePages.tsx', 'ProfileScreen.tsx'],
      ],
      ['dict', ['RoleScreen.tsx', 'NoticeEditor.tsx', 'workflow/WorkLists.tsx']],
      ['workflow', ['RoleScreen.tsx', 'NoticeEditor.tsx', 'DictLayoutScreen.tsx']],
      ['profile', ['RoleScreen.tsx', 'NoticeEditor.tsx']],
    ] as const)
      for (const name of foreign)
        expect(modules(group), `${group} loads ${name}`).not.toContain(screen(name));
    // The generic lists need no screen of their own.
    expect(modules('lists').filter((m) => m.startsWith('web/src/screens/'))).toEqual([
      'web/src/screens/groups/lists.tsx',
    ]);
  });

  it("loads no business module's registry declarations in a platform group (only the modules' data)", () => {
    // The platform's own declarations (core/src/modules/platform) and the kit's helpers are its.
    const declarations = (group: string) =>
      buildIndex.routeGroups[group]!.modules.filter(
        (m) =>
          m.startsWith('core/src/modules/') &&
          !m.endsWith('.data.ts') &&
          !m.startsWith('core/src/modules/platform/') &&
          !/\/(types|screens)\.ts$/.test(m),
      );
    for (const group of [
      'home',
      'lists',
      'system',
      'dict',
      'notice',
      'resource',
      'develop',
      'workflow',
      'profile',
    ])
      expect(declarations(group), group).toEqual([]);
    // A module group holds them (the full registry), so the check above sees them where they are.
    expect(declarations('modules')).toContain('core/src/modules/jobs.ts');
    expect(declarations('jobs')).toContain('core/src/modules/jobs.ts');
  });

  it("gives the form modules' groups their own declarations only (and the platform's they reference)", () => {
    for (const group of ['apps', 'toolapps', 'forms'])
      expect(
        buildIndex.routeGroups[group]!.modules.filter(
          (m) => m.startsWith('core/src/modules/') && !/\/(types|screens|form-modules)\.ts$/.test(m),
        ),
        group,
      ).toEqual(
        ['apps', 'form-kinds', 'form-operations', 'forms', 'toolapps'].map(
          (name) => `core/src/modules/${name}.ts`,
        ),
      );
  });

  it("carries the platform's declarations only where they are named: the entry the menu's, the shell the dictionaries', the tenant's and notices', a form group those its entries reference", () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const declarations = (files: Iterable<string>) =>
      [...files]
        .flatMap((file) => byFile.get(file)?.moduleIds ?? [])
        .map(
          (id) =>
            /core\/src\/resources\/((system|workflow|platform|registry)(\.ts|\/[\w-]+\.ts))$/.exec(id)?.[1],
        )
        .filter((name) => name !== undefined)
        .sort();
    const entry = staticClosure(buildIndex.entry, (file) => byFile.get(file)?.imports);
    expect(declarations(entry)).toEqual(['system/fields.ts', 'system/menu.ts']);
    const shell = buildIndex.routeChunks['shell']!.filter((file) => !entry.has(file));
    expect(declarations(shell)).toEqual(['system/dict.ts', 'system/notice.ts', 'system/tenant.ts']);
    // The users, roles and departments an application form's permission and the forms' pickers name, and
    // object storage where a group's screens upload.
    const formEntries = ['dept', 'role', 'user'].map((name) => `core/src/resources/system/${name}.ts`);
    for (const group of ['apps', 'toolapps', 'forms'])
      expect(
        buildIndex.routeGroups[group]!.modules.filter(
          (m) => m.startsWith('core/src/resources/system') && !m.endsWith('/oss.ts'),
        ),
        group,
      ).toEqual(formEntries);
    // A platform group names any of the platform's entries: it has them all.
    expect(buildIndex.routeGroups['system']!.modules).toContain('core/src/resources/system.ts');
  });

  it('gives each module with a group file its own chunk, found by the glob import, and the others the generic group', async () => {
    const files = new Set(await readdir('web/src/screens/groups'));
    const own = MODULES.filter((module) => files.has(`${module.name}.tsx`));
    expect(own.map((module) => module.name)).toContain('jobs');
    for (const module of MODULES) {
      const group = buildIndex.routeGroups[module.name]!;
      const chunks = buildIndex.routeChunks[module.name]!;
      if (own.includes(module)) {
        expect(group.modules).toContain(`web/src/screens/groups/${module.name}.tsx`);
        expect(group.modules).not.toContain('web/src/screens/groups/modules.tsx');
        expect(chunks.some((file) => named(module.name).test(file))).toBe(true);
      } else {
        expect(group, module.name).toEqual(buildIndex.routeGroups['modules']);
        expect(chunks).toEqual(buildIndex.routeChunks['modules']);
      }
    }
    // The group's chunk is its own: the schedule editor (the jobs group's widget) counts for jobs only.
    expect(buildIndex.routeGroups['jobs']!.modules).toContain('web/src/components/ScheduleEditor.tsx');
    for (const name of ['lists', 'system', 'workflow', 'notice', 'home', 'modules'])
      expect(buildIndex.routeGroups[name]!.modules, name).not.toContain(
        'web/src/components/ScheduleEditor.tsx',
      );
  });

  it('bundles each module into one chunk (the build fails otherwise), the icons of the pages past sign-in into one', async () => {
    // The check the build runs on its chunks (it threw above had a module been copied into two).
    const found = modulesInSeveralChunks([
      { fileName: 'a.js', moduleIds: ['x', 'y'] },
      { fileName: 'b.js', moduleIds: ['y'] },
      { fileName: 'c.js', moduleIds: ['z'] },
    ]);
    expect([...found]).toEqual([['y', ['a.js', 'b.js']]]);
    const chunks = await readdir(join(dir, 'assets/chunks'));
    expect(chunks.filter((file) => /^icons-[\w-]{8}\.js$/.test(file))).toHaveLength(1);
    // An icon is not a file of its own.
    expect(chunks.filter((file) => /^Icon[A-Z]\w*-[\w-]{8}\.js$/.test(file))).toEqual([]);
  });

  it("gives a group of its own screens only (ownScreensGroup) no generic module screen, nor its charts, record forms or lists' first data", async () => {
    const groups = await readdir('web/src/screens/groups');
    const own: string[] = [];
    for (const file of groups)
      if ((await readFile(`web/src/screens/groups/${file}`, 'utf8')).includes('ownScreensGroup('))
        own.push(file.replace(/\.tsx$/, ''));
    expect(own).toContain('forms');
    const generic =
      /^web\/src\/kit\/(ModuleScreen\.tsx|ResourceList\.tsx|ChartPanel\.tsx|ChartDrawing\.tsx|RecordForm\.tsx|FormScreen\.tsx|list-query\.ts|list-state\.ts)$/;
    for (const name of own) {
      const group = buildIndex.routeGroups[name]!;
      expect(
        group.modules.filter((m) => generic.test(m)),
        name,
      ).toEqual([]);
      expect(
        group.files.some((f) => /ChartDrawing-/.test(f)),
        name,
      ).toBe(false);
    }
    // A group with the generic screen has them (the check sees them where they are).
    expect(buildIndex.routeGroups['apps']!.modules.filter((m) => generic.test(m))).toContain(
      'web/src/kit/ModuleScreen.tsx',
    );
  });

  it("keeps the schedule rule's cron parser out of the designer's group (no designed field is a schedule)", () => {
    for (const group of ['forms'])
      expect(
        buildIndex.routeGroups[group]!.modules.filter((m) => /^core\/src\/cron\/(parse|types)\.ts$/.test(m)),
        group,
      ).toEqual([]);
    // A registry field's rules have it (a job's schedule): the check sees it where it is.
    expect(buildIndex.routeGroups['jobs']!.modules).toContain('core/src/cron/parse.ts');
  });

  it("links the sign-in route's Mantine styles, and loads the others' with the pages past sign-in", async () => {
    const firstClass = async (component: string) =>
      (await readFile(`node_modules/@mantine/core/styles/${component}.layer.css`, 'utf8')).match(
        /\.m_[0-9a-f]+/,
      )![0];
    const linked = await readAll(buildIndex.css);
    const shellCss = await readAll(buildIndex.routeChunks['shell']!.filter((f) => f.endsWith('.css')));
    // Used past sign-in only (the lists' table): with the shell, not linked.
    expect(linked).toContain(await firstClass('Button'));
    expect(linked).not.toContain(await firstClass('Table'));
    expect(shellCss).toContain(await firstClass('Table'));
    // The date pickers' styles (imported by the lists' dialogs): with the code that shows them, never linked.
    const dates = await readFile(
      createRequire(join(process.cwd(), 'web/')).resolve('@mantine/dates/styles.layer.css'),
      'utf8',
    );
    const datesClass = dates.match(/\.m_[0-9a-f]+/)![0];
    expect(linked + shellCss).not.toContain(datesClass);
    const lists = buildIndex.routeGroups['lists']!.files.filter((f) => f.endsWith('.css'));
    expect(await readAll(lists)).toContain(datesClass);
    // Mantine's default variables: written by the provider, in no stylesheet linked for sign-in.
    expect(linked).not.toContain('--mantine-scale:');
    // The shell's own CSS module: with the shell, not linked.
    const shellRule = 'height:var(--nbxt-tab-height)';
    expect(linked).not.toContain(shellRule);
    expect(shellCss).toContain(shellRule);
  });

  it('styles every Mantine component the built console shows: its stylesheet is linked, comes with the shell, or with the code that shows it', async () => {
    const firstClass = async (component: string) =>
      (await readFile(`node_modules/@mantine/core/styles/${component}.layer.css`, 'utf8')).match(
        /\.m_[0-9a-f]+/,
      )?.[0];
    const own = new Set(
      (await readdir('node_modules/@mantine/core/styles')).map((f) => f.replace('.layer.css', '')),
    );
    const everywhere = `${await readAll(buildIndex.css)}\n${await readAll(buildIndex.routeChunks['shell']!.filter((f) => f.endsWith('.css')))}`;
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    /** The stylesheets loaded with a chunk: its own and those of the chunks it imports statically. */
    const loadedWith = (file: string) =>
      [...staticClosure(file, (f) => byFile.get(f)?.imports)].flatMap((f) => [
        ...(byFile.get(f)?.viteMetadata?.importedCss ?? []),
      ]);
    const missing: string[] = [];
    const shown = new Set<string>();
    const styledWithCode = new Set<string>();
    for (const chunk of chunks) {
      const components = [...chunk.code.matchAll(/@mantine\/core\/(\w+)`/g)]
        .map((m) => m[1]!)
        .filter((name) => own.has(name));
      if (components.length === 0) continue;
      const styles = `${everywhere}\n${await readAll(loadedWith(chunk.fileName))}`;
      for (const component of new Set(components)) {
        shown.add(component);
        const first = await firstClass(component);
        if (!first) continue;
        if (!styles.includes(first)) missing.push(`${component} (${chunk.fileName})`);
        else if (!everywhere.includes(first)) styledWithCode.add(component);
      }
    }
    expect(shown.size).toBeGreaterThan(40);
    expect(missing).toEqual([]);
    // The widgets only some screens show come with their code, never with every page.
    for (const component of STYLED_WITH_CODE)
      expect(everywhere, component).not.toContain(await firstClass(component));
    expect([...styledWithCode].sort()).toEqual(
      expect.arrayContaining(['Checkbox', 'Pagination', 'Radio', 'Timeline']),
    );
  });

  it('bundles the texts past sign-in once per language, each chunk in its own language only', async () => {
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) => f.endsWith('.js'));
    const read = (file: string) => readFile(join(dir, 'assets/chunks', file), 'utf8');
    const message = validateMessages['validate.register.passwordMismatch'];
    const holding = async (text: string) =>
      (await Promise.all(chunks.map(async (f) => ((await read(f)).includes(text) ? [f] : [])))).flat();
    expect(await holding(message.zh)).toEqual([expect.stringMatching(/^zh-/)]);
    expect(await holding(message.en)).toEqual([expect.stringMatching(/^en-/)]);
    // The Chinese chunk carries Chinese as UTF-8 (not \u escapes six bytes a character).
    const zh = await read(chunks.find((f) => f.startsWith('zh-'))!);
    expect(zh).not.toMatch(/\\u[0-9a-fA-F]{4}/);
    // The default language's texts are what every page past sign-in is counted with.
    expect(buildIndex.routeGroups['home']!.upFront).toContain(
      `assets/chunks/${chunks.find((f) => f.startsWith('zh-'))}`,
    );
  });

  it('bundles the sign-in texts of the default language into the entry, the other language apart', async () => {
    const entry = await readAll(buildIndex.routeGroups['signin']!.upFront.filter((f) => f.endsWith('.js')));
    const title = platformMessages['login.title'];
    expect(entry).toContain(title.zh);
    expect(entry).not.toContain(title.en);
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) => f.startsWith('signin-en-'));
    expect(chunks).toHaveLength(1);
    expect(await readFile(join(dir, 'assets/chunks', chunks[0]!), 'utf8')).toContain(title.en);
  });

  it('titles menus and screens from the entry in Chinese only, the English titles with the English texts', async () => {
    const entry = await readAll(buildIndex.routeGroups['signin']!.upFront.filter((f) => f.endsWith('.js')));
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) => f.endsWith('.js'));
    const inChunk = async (prefix: string) =>
      readFile(join(dir, 'assets/chunks', chunks.find((f) => f.startsWith(prefix))!), 'utf8');
    const [zh, en] = [await inChunk('zh-'), await inChunk('en-')];
    // A business module's screens and menu: no declaration of theirs is in the entry to hold the texts.
    const contract = MODULES.find((module) => module.name === 'contract')!;
    const titles = [
      ['menu.contract', contract.text],
      ...contract.screens.map((screen) => [moduleScreenTitle(contract.name, screen), screen.text] as const),
    ] as const;
    for (const [key, text] of titles) {
      expect(entry).toContain(`"${key}":\`${text.zh}\``);
      expect(entry, key).not.toContain(`\`${text.en}\``);
      expect(en).toContain(`"${key}":\`${text.en}\``);
      expect(zh).not.toContain(`"${key}"`);
    }
  });

  it("loads a group's own texts with it in one language, counting the default language's with the group", async () => {
    const forms = buildIndex.routeGroups['forms']!;
    const text = designerMessages['designer.toolbar.import'];
    const holding = async (files: string[], value: string) =>
      (
        await Promise.all(files.map(async (f) => ((await read(f)).includes(`\`${value}\``) ? [f] : [])))
      ).flat();
    const js = forms.files.filter((f) => f.endsWith('.js'));
    // The Chinese texts' chunk is the group's, asked for with it; the English one is not counted.
    const zh = await holding(js, text.zh);
    expect(zh).toEqual([expect.stringMatching(/\/forms-zh-[\w-]{8}\.js$/)]);
    expect(forms.upFront).toContain(zh[0]);
    expect(buildIndex.routeChunks['forms']).toContain(zh[0]);
    expect(await holding(js, text.en)).toEqual([]);
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) =>
      /^forms-en-[\w-]{8}\.js$/.test(f),
    );
    expect(chunks).toHaveLength(1);
    expect(await read(`assets/chunks/${chunks[0]}`)).toContain(text.en);
  });

  it("keeps the rich-text editor's code out of the notice list: it loads with the editor dialog", () => {
    const list = buildIndex.routeChunks['notice']!;
    const group = buildIndex.routeGroups['notice']!;
    expect(group.modules).toContain('web/src/components/rich-text/RichTextEditor.tsx');
    expect(list.some((file) => /NoticeEditor-/.test(file))).toBe(false);
  });

  it('gives the form data screens the renderer without its inputs: they show answers, never fill a form', () => {
    for (const name of ['apps', 'toolapps']) {
      const { modules } = buildIndex.routeGroups[name]!;
      expect(modules, name).toContain('web/src/form-renderer/FormDetail.tsx');
      expect(modules, name).toContain('web/src/form-renderer/fields/rich-text-detail.tsx');
      expect(modules, name).not.toContain('web/src/form-renderer/widgets.tsx');
      expect(modules, name).not.toContain('web/src/components/rich-text/RichTextEditor.tsx');
    }
    // The designer's preview and form filling (the forms group) fill forms: they have the inputs.
    expect(buildIndex.routeGroups['forms']!.modules).toContain('web/src/form-renderer/widgets.tsx');
  });
});
