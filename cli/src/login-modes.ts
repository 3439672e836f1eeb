import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@nbxt/core/session/session.ts';
import type { UserInfo } from '@nbxt/core/session/token.ts';
import { CliError, UsageError } from './errors.ts';
import type { Factory } from './factory.ts';
import { type IOStreams, write, writeLine } from './io.ts';
import type { Answers } from './prompt.ts';
import { dataUrlBytes, inlinePng } from './terminal-image.ts';

/** The password: stdin's first line (`--password-stdin`), NBXT_PASSWORD, or typed at a prompt. */
export async function readPassword(io: IOStreams, asked: Answers, fromStdin: boolean): Promise<string> {
  let password: string | undefined;
  if (fromStdin) password = await asked.ask('Password: ', { secret: true });
  else if (io.env.NBXT_PASSWORD !== undefined) password = io.env.NBXT_PASSWORD;
  else if (io.isStdinTTY) password = await asked.ask('Password: ', { secret: true });
  if (!password) throw new UsageError('no password: use --password-stdin or NBXT_PASSWORD (never a flag)');
  return password;
}

async function askCode(asked: Answers, question: string): Promise<string> {
  const code = (await asked.ask(question))?.trim();
  if (!code) throw new UsageError('no code: type it, or pipe it on stdin');
  return code;
}

export interface PasswordSignIn {
  tenantId: string;
  account: string;
  password: string;
  deptId?: string;
  roleId?: string;
  /** The tenant asks for a captcha (its picture is written to a file and the code asked for). */
  captcha: boolean;
  json: boolean;
}

export async function signInWithPassword(
  factory: Factory,
  session: Session,
  asked: Answers,
  input: PasswordSignIn,
): Promise<UserInfo> {
  const { captcha: wantsCaptcha, json, ...credentials } = input;
  if (!wantsCaptcha) return session.login(credentials);
  const { io } = factory;
  const captcha = await session.captcha();
  const png = dataUrlBytes(captcha.image);
  if (!png) throw new CliError('the captcha reply carries no picture');
  const file = join(tmpdir(), `nbxt-captcha-${randomUUID()}.png`);
  writeFileSync(file, png, { mode: 0o600 });
  try {
    await writeLine(io.stderr, `Captcha image: ${file}`);
    // Under --json stdout carries the JSON only.
    const inline = io.isStdoutTTY && !json ? inlinePng(png, io.env) : undefined;
    if (inline) await write(io.stdout, inline);
    const code = await askCode(asked, 'Captcha code: ');
    return await session.login({ ...credentials, captcha: { key: captcha.key, code } });
  } finally {
    rmSync(file, { force: true });
  }
}

/** Phone-code sign-in: send the code, ask for it, sign in with the phone grant. */
export async function signInWithPhone(
  factory: Factory,
  session: Session,
  asked: Answers,
  tenantId: string,
  phone: string,
): Promise<UserInfo> {
  const codeId = await session.sendPhoneCode(tenantId, phone);
  await writeLine(factory.io.stderr, `A sign-in code was sent to ${phone}.`);
  const code = await askCode(asked, 'Code: ');
  return session.phoneLogin({ tenantId, phone, codeId, code });
}
