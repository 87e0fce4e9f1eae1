import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, answerFor } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { chooseSmsProvider } from '../../providers/sms/choose-sms-provider.js';
import { readOutbox } from '../../providers/sms/outbox-sms-provider.js';
import { emailAuthSchema, loginRegistrationSchema, logoutSchema, outboxSchema, userInfoSchema } from './accounts-schemas.js';
import { readAuthSettings } from './auth-settings.js';
import { logIn, signUp } from './email-auth.js';
import { loginRegistration } from './phone-auth.js';
import { createLoginLockout } from './login-lockout.js';
import { isLoopbackAddress, SAME_MACHINE_ONLY } from './same-machine.js';
import { requireUser, revokeSession } from './sessions.js';
import { deleteStaleAuthRows } from './stale-rows.js';

const CLEAN_EVERY_MS = 60 * 60 * 1000;

/** users/login and users/signup answer `{ message }` on failure (api/CALLS.md: the page reads data.token). */
function messageErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, payload, headers } = answerFor(error);
  if (headers) void reply.headers(headers);
  const message =
    typeof payload.message === 'string' ? payload.message : typeof payload.body === 'string' ? payload.body : 'Bad request';
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ statusCode: status, message });
}

export const accountsRoutes: RoutesPlugin = async (app) => {
  const settings = readAuthSettings(app.config);
  const sms = chooseSmsProvider(app.config, app.db);
  const deps = { db: app.db, sms, settings };
  const lockout = createLoginLockout(app);

  const cleaner = setInterval(() => {
    deleteStaleAuthRows(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'deleting stale auth rows failed'));
  }, CLEAN_EVERY_MS);
  cleaner.unref();
  app.addHook('onClose', async () => clearInterval(cleaner));

  app.post('/login-registration', { schema: loginRegistrationSchema }, async (request, reply) => {
    const answer = await loginRegistration(deps, request.body.body, request.ip);
    return reply.status(answer.statusCode).send(answer);
  });

  app.post('/user-info', { schema: userInfoSchema }, async (request) => {
    const user = await requireUser(app.db, request.body?.token);
    return {
      statusCode: 200,
      body: {
        name: user.name,
        phone_number: user.phone,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      },
    };
  });

  app.post('/logout', { schema: logoutSchema }, async (request) => {
    const token = request.body?.token;
    if (typeof token === 'string' && token.trim() !== '') await revokeSession(app.db, token.trim());
    return { statusCode: 200, body: 'Logged out successfully' };
  });

  app.post('/users/signup', { schema: emailAuthSchema, errorHandler: messageErrors }, async (request) =>
    signUp(app.db, settings.sessionTtlDays, request.body),
  );
  app.post('/users/login', { schema: emailAuthSchema, errorHandler: messageErrors }, async (request) =>
    logIn(app.db, settings.sessionTtlDays, request.body, {
      check: (email) => lockout.check(request, email),
      failed: (email) => lockout.failed(request, email),
    }),
  );

  // api/README.md: the development outbox does not exist in production.
  if (!app.config.isProduction && sms.name === 'outbox') {
    // It hands out every shopper's OTP: only to callers on this machine (docs/contracts.md §4).
    app.get('/__dev/outbox', { schema: outboxSchema }, async (request) => {
      if (!isLoopbackAddress(request.ip)) throw new ApiError(403, SAME_MACHINE_ONLY);
      return { messages: await readOutbox(app.db, request.query.phone) };
    });
  }
};
