// JSON bodies: an empty body counts as no body (pages post `excel-data?field=…` with nothing in it);
// anything else must be valid JSON, and __proto__/constructor keys are refused.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

export function installJsonParser(app: FastifyInstance): void {
  const strictParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void strictParse(request, text, (error, value) => {
      if (error) done(new ApiError(400, 'The request body is not valid JSON'), undefined);
      else done(null, value);
    });
  });
}
