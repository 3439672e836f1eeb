import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformMessages } from '../../core/src/i18n/messages/platform.ts';
import { validateMessages } from '../../core/src/i18n/messages/validate.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { routeGroups } from '../../core/src/nav/route-table.ts';
import { type BuildIndex, buildWeb, COMPILE_HINT, chartGroups } from '../../scripts/build/web.ts';

/** The files a built module imports statically (its `import … from` statements), by specifier. */
async function staticImports(file: string): Promise<string[]> {
  const found: string[] = [];
  await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'list-imports',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'import-statement') found.push(args.path);
            return args.kind === 'entry-point' ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

// The build the run already made (web/dist: the project's global setup, tests/setup/build-once.ts); only
// the test of a second build's names builds again.
describe('console build', () => {
  const dir = new URL('../../web/dist/', import.meta.url).pathname;
  let buildIndex: BuildIndex;
  beforeAll(async () => {
    buildIndex = JSON.parse(await readFile(join(dir, 'build-index.json'), 'utf8')) as BuildIndex;
  });

  it('writes index.html linking the entry, the sign-in CSS and the deferred stylesheet', async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    expect(html).toContain(`<script type="module" src="/${buildIndex.entry}"></script>`);
    for (const css of buildIndex.css) expect(html).toContain(`href="/${css}"`);
    expect(html).toContain(`content="/${buildIndex.deferredCss}"`);
    expect(buildIndex.entry).toMatch(/^assets\/main-[A-Z0-9]+\.js$/);
  });

  it("names the build in index.html and in build.json (what a stale page compares), after the files' names", async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const own = html.match(/<meta name="nbxt-build" content="([A-Z0-9]{8})" \/>/)?.[1];
    expect(own).toBeDefined();
    expect(JSON.parse(await readFile(join(dir, 'build.json'), 'utf8'))).toEqual({ build: own });
    expect(html).toContain('<meta name="nbxt-tenant-id" content="" />');
    // Another build with the same sources names the same files: the same id. A site that knows its tenant
    // (NBXT_TENANT) has it in the page, where the sign-in and registration pages read it to hide the field.
    const again = await mkdtemp(join(tmpdir(), 'nbxt-web-build-'));
    try {
      process.env['NBXT_TENANT'] = '000000';
      await buildWeb({ outDir: again });
      expect(JSON.parse(await readFile(join(again, 'build.json'), 'utf8'))).toEqual({ build: own });
      expect(await readFile(join(again, 'index.html'), 'utf8')).toContain(
        '<meta name="nbxt-tenant-id" content="000000" />',
      );
    } finally {
      delete process.env['NBXT_TENANT'];
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);

  it('folds the chunks every page loads into the entry: the browser fetches it alone, as one file', async () => {
    expect(buildIndex.entryImports).toEqual([]);
    expect(await staticImports(join(dir, buildIndex.entry))).toEqual([]);
    // What both the sign-in page and the shell import is in the entry: no chunk of the one is the other's.
    const shell = buildIndex.routeChunks['shell']!;
    expect(buildIndex.signIn.filter((file) => file.endsWith('.js') && shell.includes(file))).toEqual([]);
    // The first parameter list signed in: some fifty files before the chunks were folded.
    const { shell: shellJs, lists: listsJs } = buildIndex.routeChunks;
    expect(1 + shellJs!.length + listsJs!.length).toBeLessThan(20);
    // A module's list (the generic module group): its detail page's code comes along, its form page's not.
    expect(1 + shellJs!.length + buildIndex.routeChunks['modules']!.length).toBeLessThan(20);
    // Every route group is a module's (the platform's too): the generic module screen and its detail page
    // are the shell's kit, loaded with it, and in no group's own chunks.
    const shellCode = (await Promise.all(shellJs!.map((file) => readFile(join(dir, file), 'utf8')))).join(
      '\n',
    );
    for (const marker of ['data-module-screen', 'kit.detail.back']) expect(shellCode).toContain(marker);
    for (const [name, group] of Object.entries(buildIndex.routeGroups))
      for (const kit of ['web/src/kit/ModuleScreen.tsx', 'web/src/kit/DetailScreen.tsx'])
        expect(group.modules, name).not.toContain(kit);
    expect(buildIndex.eagerSources['modules']).not.toContain('@mantine/form');
  });

  it("keeps the notices' host out of the sign-in route (its JS shows notices through their store only)", async () => {
    const signInJs = buildIndex.signIn.filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(signInJs.map((file) => readFile(join(dir, file), 'utf8')));
    expect(texts.some((text) => text.includes('"@mantine/notifications/Notifications"'))).toBe(false);
    expect(buildIndex.signInSources).toContain('@mantine/notifications');
    // Every page past sign-in loads the host: in one chunk with the rest they all load, not many small ones.
    const host = await Promise.all(
      buildIndex.routeChunks['shell']!.map((file) => readFile(join(dir, file), 'utf8')),
    );
    expect(host.filter((text) => text.includes('"@mantine/notifications/Notifications"'))).toHaveLength(1);
    expect(buildIndex.routeChunks['shell']!.length).toBeLessThan(8);
  });

  it("gives the files a route runs as it loads V8's compile hint, and not the code loaded on demand", async () => {
    const hinted = [buildIndex.entry, ...Object.values(buildIndex.routeChunks).flat()];
    for (const file of hinted)
      expect((await readFile(join(dir, file), 'utf8')).startsWith(COMPILE_HINT), file).toBe(true);
    const chunks = await readdir(join(dir, 'assets/chunks'));
    const onDemand = chunks.filter((f) =>
      /^(NoticeEditor|RecordModal|on-first-use|other-pages)-.*\.js$/.test(f),
    );
    expect(onDemand).toHaveLength(4);
    for (const file of onDemand)
      expect((await readFile(join(dir, 'assets/chunks', file), 'utf8')).startsWith(COMPILE_HINT), file).toBe(
        false,
      );
  });

  it("asks for a signed-in page's route while index.html is read, before any stylesheet can hold it back", async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(html.indexOf('id="nbxt-route-styles"'));
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

  it("writes each route group's chunks into index.html, to be asked for together", async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const written = JSON.parse(
      html.match(/<script type="application\/json" id="nbxt-route-chunks">(.*?)<\/script>/)![1]!,
    );
    expect(written).toEqual(buildIndex.routeChunks);
    const { shell, lists, notice } = buildIndex.routeChunks;
    expect(shell!.some((file) => /\/Shell-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    expect(lists!.some((file) => /\/lists-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    // What the entry loads is not asked for again; a group's list holds no shell chunk; all are the group's.
    for (const file of [...shell!, ...lists!])
      expect([buildIndex.entry, ...buildIndex.entryImports]).not.toContain(file);
    for (const file of lists!) expect(shell).not.toContain(file);
    for (const file of [...shell!, ...lists!]) expect(buildIndex.routeGroups['lists']!.files).toContain(file);
    // Only what the first render needs: the notice editor comes when its dialog opens.
    expect(notice!.some((file) => file.includes('NoticeEditor'))).toBe(false);
  });

  it("counts what a group loads before its first render apart from what its pages load on a user's action", () => {
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      for (const file of group.upFront) expect(group.files, name).toContain(file);
      if (name === 'signin') continue;
      // The shell and its stylesheets come with every group, before its first render.
      expect(group.upFront, name).toContain(buildIndex.deferredCss);
      expect(
        group.upFront.some((file) => /\/Shell-[A-Z0-9]+\.js$/.test(file)),
        name,
      ).toBe(true);
    }
    const forms = buildIndex.routeGroups['forms']!;
    const groupChunk = (file: string) => /\/forms-[A-Z0-9]+\.js$/.test(file);
    expect(forms.upFront.some(groupChunk)).toBe(true);
    // The rich-text editor comes when a rich-text field is shown: on demand, not up front.
    const editor = forms.files.filter((file) => !forms.upFront.includes(file));
    expect(editor.length).toBeGreaterThan(0);
    expect(forms.upFront.some((file) => /\/rich-text-[A-Z0-9]+\.js$/.test(file))).toBe(false);
    expect(forms.files.some((file) => /\/rich-text-[A-Z0-9]+\.js$/.test(file))).toBe(true);
  });

  it("loads the shell's parts used on demand, and the small public pages, as one chunk each when first needed", async () => {
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) => f.endsWith('.js'));
    expect(chunks.filter((f) => f.startsWith('on-first-use-'))).toHaveLength(1);
    expect(chunks.filter((f) => f.startsWith('other-pages-'))).toHaveLength(1);
    const own = /^(ColourPanel|ErrorLogDialog|MenuSearch|GuestRegistration|LockPage|RegisterPage|ErrorPage)-/;
    expect(chunks.filter((f) => own.test(f))).toEqual([]);
    for (const [name, group] of Object.entries(buildIndex.routeGroups))
      expect(
        group.files.filter((f) => /(on-first-use|other-pages)-/.test(f)),
        name,
      ).toEqual([]);
  });

  it('keeps the list screens, the shell, dates, dnd-kit, the chat and the query library out of the sign-in route', () => {
    const sources = buildIndex.signInSources;
    expect(sources).toContain('react-dom');
    expect(sources.some((s) => s.startsWith('web/src/pages'))).toBe(true);
    for (const heavy of [
      'web/src/crud',
      'web/src/shell',
      '@mantine/dates',
      '@dnd-kit/core',
      '@tanstack/query-core',
      '@stomp/stompjs',
    ])
      expect(sources).not.toContain(heavy);
    expect(buildIndex.signIn.some((file) => /(lists|system)-[A-Z0-9]+\.js|Shell-/.test(file))).toBe(false);
  });

  it('loads lossless-json (64-bit IDs where JSON.parse gives no source text) on demand only: never with a route', async () => {
    expect(buildIndex.signInSources).not.toContain('lossless-json');
    const chunks = await readdir(join(dir, 'assets', 'chunks'));
    const fallback = chunks.filter((file) => /^lossless-[A-Z0-9]+\.js$/.test(file));
    expect(fallback).toHaveLength(1);
    expect(await readFile(join(dir, 'assets', 'chunks', fallback[0]!), 'utf8')).toContain(
      'JSON value expected',
    );
    const file = `assets/chunks/${fallback[0]}`;
    expect(buildIndex.routeGroups['signin']!.files).not.toContain(file);
    for (const [name, preloaded] of Object.entries(buildIndex.routeChunks))
      expect(preloaded.includes(file), name).toBe(false);
  });

  it('counts in every group past sign-in what the shared code loads on demand (the record dialog)', () => {
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      const dialog = group.files.some((file) => /\/RecordModal-[^/]+\.js$/.test(file));
      expect(dialog, name).toBe(name !== 'signin');
    }
  });

  it('keeps the charts (uPlot) out of every first render and out of the groups that show no chart', async () => {
    const chunks = await readdir(join(dir, 'assets/chunks'));
    expect(chunks.filter((f) => /^ChartDrawing-.*\.js$/.test(f))).toHaveLength(1);
    for (const [name, sources] of Object.entries(buildIndex.eagerSources)) {
      expect(sources, name).not.toContain('uplot');
    }
    // The lists' first render holds the chart panel (its text table); the drawing stays a chunk of its own.
    expect(buildIndex.eagerSources['lists']).toContain('web/src/kit');
    // A group counts the drawing when one of its routes shows an entry declaring a chart operation: the
    // contract business list, refuse's reports, and safety's screen of refuse's forms (another module's).
    const charted = chartGroups();
    expect([...charted]).toEqual(expect.arrayContaining(['contract', 'refuse', 'safety']));
    for (const name of ['jobs', 'lists', 'system', 'modules', 'home', 'signin'])
      expect(charted.has(name), name).toBe(false);
    for (const [name, group] of Object.entries(buildIndex.routeGroups))
      expect(
        group.files.some((f) => /ChartDrawing-/.test(f)),
        name,
      ).toBe(charted.has(name));
  });

  it('keeps the date pickers out of what a list needs for its first render, loading them on demand', async () => {
    for (const heavy of ['@mantine/dates', 'dayjs']) {
      expect(buildIndex.eagerSources['lists']).not.toContain(heavy);
      // A screen importing the pickers directly has them in its first render: the check sees them.
      expect(buildIndex.eagerSources['system']).toContain(heavy);
    }
    expect(buildIndex.eagerSources['lists']).toContain('@mantine/core');
    // Still part of the group, as a chunk loaded later (@mantine/dates names its components).
    const later = buildIndex.routeGroups['lists']!.files.filter(
      (file) => file.endsWith('.js') && !buildIndex.routeChunks['lists']!.includes(file),
    );
    const code = await Promise.all(later.map((file) => readFile(join(dir, file), 'utf8')));
    expect(code.some((text) => text.includes('@mantine/dates/DateInput'))).toBe(true);
  });

  it('does not load any admin screen, list or shell code on the sign-in route', () => {
    const signin = buildIndex.routeGroups['signin']!;
    expect(signin.modules).toContain('web/src/pages/LoginPage.tsx');
    const admin = signin.modules.filter((m) => /^web\/src\/(screens|crud|shell)\//.test(m));
    expect(admin).toEqual([]);
    expect(signin.files.sort()).toEqual([...buildIndex.signIn].sort());
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
    // Every group past sign-in loads the entry, the shell and the deferred stylesheet, and nothing twice.
    for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
      expect(new Set(group.files).size, name).toBe(group.files.length);
      expect(group.files, name).toContain(buildIndex.entry);
      if (name !== 'signin') expect(group.files, name).toContain(buildIndex.deferredCss);
    }
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
    const platform = [
      'home',
      'lists',
      'system',
      'dict',
      'notice',
      'resource',
      'develop',
      'workflow',
      'profile',
    ];
    for (const group of platform) expect(declarations(group), group).toEqual([]);
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
        // form-operations.ts: the one builder of the application and tool-app forms' twin operations.
      ).toEqual(
        ['apps', 'form-operations', 'forms', 'toolapps'].map((name) => `core/src/modules/${name}.ts`),
      );
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
        expect(chunks.some((file) => new RegExp(`/${module.name}-[A-Z0-9]+\\.js$`).test(file))).toBe(true);
      } else {
        // The generic group's code, first render and styles; a group showing charts adds the drawing.
        const generic = buildIndex.routeGroups['modules']!;
        const drawing = group.files.filter((file) => !generic.files.includes(file));
        expect(group.files.filter((file) => !drawing.includes(file))).toEqual(generic.files);
        expect(group.modules).toEqual(expect.arrayContaining(generic.modules));
        if (chartGroups().has(module.name)) {
          expect(
            drawing.some((file) => /\/ChartDrawing-[A-Z0-9]+\.js$/.test(file)),
            module.name,
          ).toBe(true);
          expect(group.modules).toContain('web/src/kit/ChartDrawing.tsx');
        } else expect(group, module.name).toEqual(generic);
        expect(chunks).toEqual(buildIndex.routeChunks['modules']);
        expect(chunks.some((file) => /ChartDrawing-/.test(file))).toBe(false);
      }
    }
    // The group's chunk is its own: the schedule editor (the jobs group's widget) counts for jobs only.
    expect(buildIndex.routeGroups['jobs']!.modules).toContain('web/src/components/ScheduleEditor.tsx');
    for (const name of ['lists', 'system', 'workflow', 'notice', 'home', 'modules'])
      expect(buildIndex.routeGroups[name]!.modules, name).not.toContain(
        'web/src/components/ScheduleEditor.tsx',
      );
  });

  it('defers only the Mantine styles the console uses and the sign-in route does not link', async () => {
    const firstClass = async (component: string) =>
      (await readFile(`node_modules/@mantine/core/styles/${component}.layer.css`, 'utf8')).match(
        /\.m_[0-9a-f]+/,
      )![0];
    const deferred = await readFile(join(dir, buildIndex.deferredCss), 'utf8');
    const linked = (await Promise.all(buildIndex.css.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
    // Used past sign-in only (the lists' table): deferred. Linked for sign-in: not again. Unused: never.
    expect(deferred).toContain(await firstClass('Table'));
    expect(linked).toContain(await firstClass('Button'));
    expect(deferred).not.toContain(await firstClass('Button'));
    expect(deferred + linked).not.toContain(await firstClass('AngleSlider'));
  });

  it('gives a screen group the Mantine styles only its screens use in a stylesheet of its own, loaded with it', async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const written = JSON.parse(
      html.match(/<script type="application\/json" id="nbxt-route-styles">(.*?)<\/script>/)![1]!,
    );
    expect(written).toEqual(buildIndex.routeStyles);
    for (const [group, file] of Object.entries(buildIndex.routeStyles))
      expect(buildIndex.routeGroups[group]!.files, group).toContain(file);
    // The workflow's history timeline: in its group's stylesheet only.
    const timeline = (await readFile('node_modules/@mantine/core/styles/Timeline.layer.css', 'utf8')).match(
      /\.m_[0-9a-f]+/,
    )![0];
    const read = (file: string | undefined) =>
      file ? readFile(join(dir, file), 'utf8') : Promise.resolve('');
    expect(await read(buildIndex.routeStyles['workflow'])).toContain(timeline);
    expect(await read(buildIndex.deferredCss)).not.toContain(timeline);
    expect(await read(buildIndex.routeStyles['lists'])).not.toContain(timeline);
  });

  it("links none of the other pages' styles for sign-in, and defers each stylesheet once", async () => {
    const deferred = await readFile(join(dir, buildIndex.deferredCss), 'utf8');
    const linked = (await Promise.all(buildIndex.css.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
    // The date pickers' styles (imported by the lists' dialogs): every rule once, none for sign-in.
    const dates = await readFile(
      createRequire(join(process.cwd(), 'web/')).resolve('@mantine/dates/styles.layer.css'),
      'utf8',
    );
    const datesClass = dates.match(/\.m_[0-9a-f]+/)![0];
    const count = (text: string) => text.split(datesClass).length - 1;
    expect(count(linked)).toBe(0);
    expect(count(deferred)).toBe(count(dates));
    // Mantine's default variables: written by the provider, in no stylesheet.
    expect(linked + deferred).not.toContain('--mantine-scale:');
    // The shell's own CSS module: deferred, not linked.
    const shellRule = 'height:var(--nbxt-tab-height)';
    expect(linked).not.toContain(shellRule);
    expect(deferred.split(shellRule).length - 1).toBe(1);
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
    expect(buildIndex.routeGroups['home']!.files).toContain(
      `assets/chunks/${chunks.find((f) => f.startsWith('zh-'))}`,
    );
  });

  it('bundles the sign-in texts of the default language into the entry, the other language apart', async () => {
    const entry = (
      await Promise.all(
        [buildIndex.entry, ...buildIndex.entryImports].map((f) => readFile(join(dir, f), 'utf8')),
      )
    ).join('\n');
    const title = platformMessages['login.title'];
    expect(entry).toContain(`"${title.zh}"`);
    expect(entry).not.toContain(`"${title.en}"`);
    const chunks = (await readdir(join(dir, 'assets/chunks'))).filter((f) => f.startsWith('signin-en-'));
    expect(chunks).toHaveLength(1);
    expect(await readFile(join(dir, 'assets/chunks', chunks[0]!), 'utf8')).toContain(`"${title.en}"`);
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
