import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * Forward `/api/…` to a real gateway with `/api` stripped (what the console's web server does in
 * production). Bodies stream both ways; nothing is buffered or rewritten but the host.
 */
export function proxyHandler(target: string) {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');
  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      const path = `${prefix}${(req.url ?? '/').replace(/^\/api(?=\/|$)/, '')}` || '/';
      const headers = { ...req.headers, host: base.host };
      const upstream = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method: req.method,
          path,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json;charset=UTF-8' });
          res.end(
            JSON.stringify({ code: 502, success: false, msg: `网关不可用: ${error.message}`, data: null }),
          );
        } else res.destroy(error);
        resolve();
      });
      req.pipe(upstream);
    });
}
