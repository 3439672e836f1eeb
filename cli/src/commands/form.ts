import { Option } from 'commander';
import { CliError, ExitCode, SilentExit, UsageError } from '../errors.ts';
import { type IOStreams, write, writeLine } from '../io.ts';
import { answerLines } from '../lines.ts';
import type { Register } from './index.ts';

type Lang = 'zh' | 'en';
type FormCore = typeof import('@nbxt/core/form/index.ts') &
  Pick<typeof import('@nbxt/core/i18n/index.ts'), 'translate'>;

async function load(): Promise<FormCore> {
  const [form, i18n] = await Promise.all([
    import('@nbxt/core/form/index.ts'),
    import('@nbxt/core/i18n/index.ts'),
  ]);
  return { ...form, translate: i18n.translate };
}

const langOption = () =>
  new Option('--lang <lang>', 'language of messages').choices(['zh', 'en']).default('zh');

async function readText(file: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot read (${code ?? 'error'})`,
    );
  }
}

/** Parse a definition's text; a syntax error becomes a sentence with line and column. */
function parseDocument(
  core: FormCore,
  text: string,
  lang: Lang,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const parsed = core.parseDefinition(text);
  return parsed.ok ? parsed : { ok: false, message: core.locatedText(parsed.problem, lang) };
}

function registerConvert(
  form: import('commander').Command,
  name: 'export' | 'import',
  description: string,
  io: () => IOStreams,
): void {
  form
    .command(name)
    .description(description)
    .argument('[file]', 'JSON file with the definition')
    .option('-o, --output <file>', 'write the result to this file instead of standard output')
    .option(
      '--stdin',
      'read one JSON document per line from standard input, write one JSON line per document',
    )
    .addOption(langOption())
    .action(async (file: string | undefined, options: { output?: string; stdin?: boolean; lang: Lang }) => {
      const streams = io();
      if (options.stdin && file) throw new UsageError('give a FILE or --stdin, not both');
      if (!options.stdin && !file) throw new UsageError('give a FILE, or --stdin');
      if (options.stdin && options.output) throw new UsageError('--output cannot be used with --stdin');
      const core = await load();
      const convert = name === 'export' ? core.exportForm : core.importForm;
      const lang = options.lang;

      if (options.stdin) {
        let failed = false;
        let lineNumber = 0;
        const errorLine = (error: Record<string, unknown>) => {
          failed = true;
          return `${JSON.stringify({ error: { line: lineNumber, ...error } })}\n`;
        };
        // One answer per line, blank lines included, so that answers line up with their input.
        await answerLines(streams.stdin, streams.stdout, (line) => {
          lineNumber++;
          if (line.trim() === '') return errorLine({ message: core.translate('form.stdin.blank', lang) });
          const parsed = parseDocument(core, line, lang);
          if (!parsed.ok) return errorLine({ message: parsed.message });
          const result = convert(parsed.value);
          if (result.ok) return `${JSON.stringify(result.value)}\n`;
          return errorLine({
            message: core.refusalText(result.error, lang),
            path: core.formatPath(result.error.path),
          });
        });
        if (failed) throw new SilentExit(ExitCode.failure);
        return;
      }

      const text = await readText(file!);
      const parsed = parseDocument(core, text, lang);
      if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
      const result = convert(parsed.value);
      if (!result.ok) throw new CliError(`${file}: ${core.refusalText(result.error, lang)}`);
      const output = `${JSON.stringify(result.value, null, 2)}\n`;
      if (options.output) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(options.output, output);
      } else await write(streams.stdout, output);
    });
}

const globChars = /[*?[\]{}]/;

/** Files named by the arguments: plain paths as given, directories as their *.json files, globs expanded. */
async function expandFiles(patterns: string[]): Promise<string[]> {
  const { glob, stat } = await import('node:fs/promises');
  const files: string[] = [];
  for (const pattern of patterns) {
    if (!globChars.test(pattern)) {
      const info = await stat(pattern).catch(() => undefined);
      if (info?.isDirectory()) {
        const found: string[] = [];
        for await (const entry of glob('**/*.json', { cwd: pattern }))
          found.push(`${pattern.replace(/\/$/, '')}/${entry}`);
        files.push(...found.sort());
      } else files.push(pattern);
      continue;
    }
    const found: string[] = [];
    for await (const entry of glob(pattern)) found.push(entry);
    if (found.length === 0) throw new CliError(`no files match ${pattern}`);
    files.push(...found.sort());
  }
  return [...new Set(files)];
}

/** GitHub workflow commands: data escapes %, CR, LF; properties also ':' and ','. */
function githubData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function githubProperty(text: string): string {
  return githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const register: Register = (program, factory) => {
  const form = program.command('form').description('form definitions, offline: convert, check and format');

  registerConvert(form, 'export', 'designer form → avue option', () => factory.io);
  registerConvert(form, 'import', 'avue option → designer form', () => factory.io);

  form
    .command('check')
    .description('check definitions against the designer rules; exit 1 when any error')
    .argument('<files...>', 'JSON files, directories or glob patterns')
    .addOption(
      new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'),
    )
    .addOption(langOption())
    .action(async (patterns: string[], options: { format: string; lang: Lang }, cmd) => {
      const { json } = factory.globals(cmd);
      const format = json ? 'json' : options.format;
      const { io } = factory;
      const core = await load();
      const files = await expandFiles(patterns);
      const { readFile } = await import('node:fs/promises');
      let errors = 0;
      let warnings = 0;
      const reports: { file: string; problems: unknown[]; rules: unknown[] }[] = [];
      let text = '';
      const flush = async (force = false) => {
        if (text && (force || text.length > 1 << 16)) {
          await write(io.stdout, text);
          text = '';
        }
      };
      // Read ahead a few files while checking the current one.
      const reads = new Map<number, Promise<string>>();
      const readAt = (i: number) => {
        const file = files[i];
        if (file !== undefined && !reads.has(i)) reads.set(i, readFile(file, 'utf8'));
      };
      for (let i = 0; i < files.length; i++) {
        for (let j = i; j < i + 16; j++) readAt(j);
        const file = files[i]!;
        let source: string;
        try {
          source = await reads.get(i)!;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          throw new CliError(
            code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot read (${code ?? 'error'})`,
          );
        } finally {
          reads.delete(i);
        }
        const result = core.checkFormText(source);
        const problems = result.problems.map((problem) => ({
          line: problem.line,
          column: problem.column,
          severity: problem.severity,
          key: problem.key,
          path: core.formatPath(problem.path),
          message: core.problemText(problem, options.lang),
        }));
        for (const problem of problems) {
          if (problem.severity === 'error') errors++;
          else warnings++;
          if (format === 'text')
            text += `${file}:${problem.line}:${problem.column}: ${problem.severity}: ${problem.message} (${problem.path}) [${problem.key}]\n`;
          else if (format === 'github')
            text += `::${problem.severity} file=${githubProperty(file)},line=${problem.line},col=${problem.column}::${githubData(`${problem.message} (${problem.path})`)}\n`;
        }
        if (format === 'json') reports.push({ file, problems, rules: result.rules });
        await flush();
      }
      if (format === 'json') {
        await flush(true);
        await writeLine(io.stdout, JSON.stringify({ files: reports, errors, warnings }, null, 2));
      } else {
        if (format === 'text')
          text += `${files.length} file${files.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`;
        await flush(true);
      }
      if (errors > 0) throw new SilentExit(ExitCode.failure);
    });

  form
    .command('fmt')
    .description('format a definition: JSON, or a JS object literal with the beautify options')
    .argument('<file>', 'JSON file with the definition')
    .option('--indent <n>', 'spaces per level, 1 to 4', '2')
    .addOption(
      new Option('--quotes <quotes>', 'string quotes').choices(['single', 'double']).default('double'),
    )
    .option('--unquote-keys', 'drop quotes on keys that are identifiers')
    .option('--unquote-numbers', 'drop quotes on strings that are numbers')
    .option('--write', 'rewrite the file instead of printing')
    .addOption(langOption())
    .action(
      async (
        file: string,
        options: {
          indent: string;
          quotes: 'single' | 'double';
          unquoteKeys?: boolean;
          unquoteNumbers?: boolean;
          write?: boolean;
          lang: Lang;
        },
      ) => {
        if (!/^[1-4]$/.test(options.indent))
          throw new UsageError(`--indent must be 1 to 4: ${options.indent}`);
        const core = await load();
        const text = await readText(file);
        const parsed = parseDocument(core, text, options.lang);
        if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
        const result = core.beautify(parsed.value, {
          indent: Number(options.indent),
          quotes: options.quotes,
          unquoteKeys: options.unquoteKeys === true,
          unquoteNumbers: options.unquoteNumbers === true,
        });
        if (!result.ok)
          throw new CliError(`${file}: ${core.translate('form.invalid.tooDeep', options.lang)}`);
        if (options.write) {
          const { writeFile } = await import('node:fs/promises');
          if (result.text + '\n' !== text) await writeFile(file, `${result.text}\n`);
        } else await writeLine(factory.io.stdout, result.text);
      },
    );
};
