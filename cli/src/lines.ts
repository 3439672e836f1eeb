import type { Writable } from 'node:stream';
import { write } from './io.ts';

const BATCH_CHARS = 1 << 18;

/**
 * `--stdin` modes: one answer per input line, in order (LF or CRLF; a final line without a newline
 * counts). Answers are batched while more input is already buffered and written as soon as the input read
 * so far is used up, so that a client sending one request and waiting for its answer gets it. Each write is
 * awaited until the stream has taken it, which respects backpressure and leaves nothing unflushed at exit.
 * A reader that goes away (`| head`) ends the command quietly instead of crashing on EPIPE. `answer`
 * returns the whole output line(s), newline included, or ''.
 */
export async function answerLines(
  input: NodeJS.ReadableStream & { setEncoding(encoding: BufferEncoding): unknown },
  output: Writable,
  answer: (line: string) => string,
): Promise<void> {
  let closed = false;
  const onError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') closed = true;
  };
  output.on('error', onError);
  const flush = async (text: string) => {
    try {
      await write(output, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
      closed = true;
    }
  };
  try {
    input.setEncoding('utf8');
    let rest = '';
    let out = '';
    for await (const chunk of input as AsyncIterable<string>) {
      const text = rest.length > 0 ? rest + chunk : chunk;
      let start = 0;
      let newline = text.indexOf('\n');
      while (newline !== -1) {
        const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
        out += answer(text.slice(start, end));
        start = newline + 1;
        newline = text.indexOf('\n', start);
      }
      rest = start === 0 ? text : text.slice(start);
      const buffered = (input as { readableLength?: number }).readableLength ?? 0;
      if (out.length > 0 && (buffered === 0 || out.length >= BATCH_CHARS)) {
        await flush(out);
        out = '';
      }
      if (closed) return;
    }
    if (rest.length > 0) out += answer(rest.charCodeAt(rest.length - 1) === 13 ? rest.slice(0, -1) : rest);
    if (out.length > 0) await flush(out);
  } finally {
    // After EPIPE the stream may still report the error: keep swallowing it.
    if (!closed) output.off('error', onError);
  }
}
