// /ops: the operator page (docs/contracts.md §8). Refused without OPS_TOKEN; each action asks for
// confirmation and then runs the operator's own command (pnpm promote / rollback) with the logged-in
// name against the api's release plane, so the page and the command line change the registry one way
// (the contract checked alike) and both land in the audit log. What it shows is read from the plane.
// Every post is refused (403) before anything runs unless it comes from the store's own origin and,
// once logged in, carries the session's anti-forgery token; failed logins are limited per address.
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { releasePlaneClient, type ReleasePlane, type Registry } from '@store/shared/release-registry';
import { overHttps } from '../security-headers';
import { confirmPage, disabledPage, loginPage, opsPage, page } from './ops-html';
import { csrfMatches, OpsSessions, sessionIdFrom, type OpsSession } from './ops-sessions';
import { readOpsState } from './ops-state';
import { fromOwnOrigin } from './same-origin';

export interface OpsOptions {
  /** OPS_TOKEN; without it the page and its data are refused. */
  token: string | undefined;
  deployDir: string;
  apiUrl: string;
  /** scripts/ of the repo and the tsx that runs them. */
  scriptsDir: string;
  tsx: string;
  /** PUBLIC_ORIGIN: posts must come from it (or from the origin they were addressed to). */
  publicOrigin?: string;
  /** REDIS_URL's client: failed logins are then counted across every edge process. */
  redis?: Redis;
  /** The release plane; by default the api's at apiUrl. */
  plane?: ReleasePlane;
}

/** Failed logins an address may make in the window before the form answers 429. */
export const LOGIN_FAILURES = 10;
const LOGIN_WINDOW_MS = 10 * 60 * 1000;

type Action = 'promote' | 'rollback' | 'rollback-to';
interface ActionForm {
  remote?: string;
  action?: string;
  to?: string;
  csrf?: string;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).headers(HEADERS).type('text/html; charset=utf-8').send(body);

const FORGED = page(
  'Refused',
  '<h1>Store operations</h1><p role="alert">This request did not come from the operations page, so nothing was done. Open <a href="/ops">/ops</a> and try again.</p>',
);

/** The action as asked, checked against the registry; a question for the confirmation, or why not. */
function checkAction(
  registry: Registry,
  form: ActionForm,
): { action: Action; remote: string; to?: string; question: string } | { problem: string } {
  const entry = form.remote ? registry[form.remote] : undefined;
  if (!form.remote || !entry) return { problem: `Unknown remote "${form.remote ?? ''}"` };
  const remote = form.remote;
  if (form.action === 'promote') {
    if (!entry.canary) return { problem: `${remote} has no canary to promote` };
    return {
      action: 'promote',
      remote,
      question: `Promote ${remote} ${entry.canary.version} to every shopper (from ${entry.current})?`,
    };
  }
  if (form.action === 'rollback') {
    const question = entry.canary
      ? `End the canary ${entry.canary.version} of ${remote}? Every shopper gets ${entry.current} again.`
      : `Roll back ${remote} from ${entry.current} to the version that was live before it?`;
    return { action: 'rollback', remote, question };
  }
  if (form.action === 'rollback-to') {
    if (!form.to || !entry.versions.includes(form.to)) return { problem: `${remote} has no version "${form.to ?? ''}"` };
    return { action: 'rollback-to', remote, to: form.to, question: `Roll back ${remote} from ${entry.current} to ${form.to}?` };
  }
  return { problem: `Unknown action "${form.action ?? ''}"` };
}

function runCommand(options: OpsOptions, script: string, args: string[]): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve) => {
    execFile(
      options.tsx,
      [path.join(options.scriptsDir, script), ...args],
      // API_URL: the running api's plane, never the database opened by the command itself.
      { env: { ...process.env, DEPLOY_DIR: options.deployDir, API_URL: options.apiUrl }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const text = (error ? stderr.split('\n')[0] : stdout.trim().split('\n').at(-1)) ?? '';
        resolve({ ok: !error, text: text.trim() || (error ? 'The command failed' : 'Done') });
      },
    );
  });
}

export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, options) => {
  await app.register(formbody, { bodyLimit: 4096 });

  if (!options.token) {
    app.get('/ops', (_request, reply) => html(reply, 403, disabledPage()));
    app.all('/ops/*', (_request, reply) =>
      reply.code(403).headers(HEADERS).send({ statusCode: 403, body: 'The operations page is off (OPS_TOKEN is not set)' }),
    );
    return;
  }
  const sessions = new OpsSessions(options.token);
  const plane = options.plane ?? releasePlaneClient(options.apiUrl);
  const registry = async () => (await plane.registry()).registry;
  // Counted only on a failure (read first, without counting), in Redis when the edge has one.
  await app.register(rateLimit, { global: false, redis: options.redis, nameSpace: 'store-ops-login:', skipOnError: true });
  const loginFailures = app.createRateLimit({
    max: LOGIN_FAILURES,
    timeWindow: LOGIN_WINDOW_MS,
    keyGenerator: (request) => request.ip,
  });
  const sessionOf = (request: FastifyRequest) => sessions.find(sessionIdFrom(request.headers.cookie));
  const operatorOf = (request: FastifyRequest) => sessionOf(request)?.name;
  const bearer = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

  // Before any handler: a post from another origin, or from a session's page without its token.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const forged = (reason: string) => {
      request.log.warn({ reason, url: request.url }, 'ops post refused');
      return html(reply, 403, FORGED);
    };
    if (!fromOwnOrigin(request, options.publicOrigin)) return forged('not from the store origin');
    if (request.url === '/ops/login') return;
    const session: OpsSession | undefined = sessionOf(request);
    if (!session) return html(reply, 401, loginPage());
    if (!csrfMatches(session, (request.body as ActionForm | undefined)?.csrf)) return forged('no anti-forgery token');
  });

  app.get('/ops', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return html(reply, 401, loginPage());
    return html(reply, 200, opsPage(await readOpsState(plane, options.apiUrl), session.name, session.csrf));
  });

  app.post<{ Body: { name?: string; token?: string } }>('/ops/login', async (request, reply) => {
    const failures = await loginFailures(request, { increment: false });
    if (!failures.isAllowed && failures.remaining === 0)
      return html(
        reply,
        429,
        loginPage(`Too many failed logins from this address; try again in ${Math.ceil(failures.ttlInSeconds / 60)} minutes.`),
      ).header('Retry-After', String(failures.ttlInSeconds));
    const name = String(request.body?.name ?? '').trim();
    if (!sessions.tokenMatches(request.body?.token)) {
      await loginFailures(request);
      request.log.warn({ address: request.ip }, 'ops login with a wrong token');
      return html(reply, 401, loginPage('That is not the operations token.'));
    }
    if (!/^[\p{L}\p{N} .'_-]{1,60}$/u.test(name))
      return html(reply, 400, loginPage('Give your name (letters, digits, spaces; at most 60).'));
    request.log.info({ operator: name }, 'ops login');
    return reply
      .code(303)
      .header('Set-Cookie', sessions.open(name, overHttps(request)).cookie)
      .headers(HEADERS)
      .redirect('/ops', 303);
  });

  app.post('/ops/logout', (request, reply) =>
    reply
      .header('Set-Cookie', sessions.close(sessionIdFrom(request.headers.cookie), overHttps(request)))
      .headers(HEADERS)
      .redirect('/ops', 303),
  );

  app.get('/ops/api/state', async (request, reply) => {
    if (!operatorOf(request) && !sessions.tokenMatches(bearer(request))) {
      return reply
        .code(401)
        .headers(HEADERS)
        .send({ statusCode: 401, body: 'Log in to /ops or send Authorization: Bearer <OPS_TOKEN>' });
    }
    return reply.headers(HEADERS).send(await readOpsState(plane, options.apiUrl));
  });

  app.post<{ Body: ActionForm }>('/ops/confirm', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return html(reply, 401, loginPage());
    const checked = checkAction(await registry(), request.body ?? {});
    if ('problem' in checked) {
      const state = await readOpsState(plane, options.apiUrl);
      return html(reply, 400, opsPage(state, session.name, session.csrf, { text: checked.problem, problem: true }));
    }
    const fields: Record<string, string> = {
      remote: checked.remote,
      action: checked.action,
      ...(checked.to ? { to: checked.to } : {}),
    };
    return html(reply, 200, confirmPage(checked.question, fields, session.csrf));
  });

  app.post<{ Body: ActionForm }>('/ops/act', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return html(reply, 401, loginPage());
    const operator = session.name;
    const checked = checkAction(await registry(), request.body ?? {});
    let result: { ok: boolean; text: string };
    if ('problem' in checked) result = { ok: false, text: checked.problem };
    else {
      const by = ['--by', `${operator} (ops page)`];
      result =
        checked.action === 'promote'
          ? await runCommand(options, 'promote.ts', [checked.remote, ...by])
          : await runCommand(options, 'rollback.ts', [checked.remote, ...(checked.to ? ['--to', checked.to] : []), ...by]);
    }
    const state = await readOpsState(plane, options.apiUrl);
    return html(reply, result.ok ? 200 : 400, opsPage(state, operator, session.csrf, { text: result.text, problem: !result.ok }));
  });
};
