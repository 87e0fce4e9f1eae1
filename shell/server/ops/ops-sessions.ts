// Who is logged in to /ops: the operator types a name and OPS_TOKEN into a form; the edge answers
// with a session cookie (HttpOnly, SameSite=Strict, scoped to /ops, Secure over HTTPS) that carries
// the session's id, end and operator name, signed with a key made from OPS_TOKEN, so whichever edge
// worker or machine with the same token is asked knows it. The token itself never appears in a URL,
// a cookie or a log. Each session's anti-forgery token is derived from its id with the same key,
// written into the page's forms and checked on every post. Sessions last 8 hours; a logout clears
// the browser's cookie and refuses the session on the worker that answered it.
import { createHmac, randomBytes, timingSafeEqual, createHash } from 'node:crypto';

export const OPS_COOKIE = 'ops_session';
const SESSION_MS = 8 * 60 * 60 * 1000;

export interface OpsSession {
  name: string;
  expires: number;
  /** Written into this session's forms; a post without it was not made from its pages. */
  csrf: string;
}

export const MIN_TOKEN_LENGTH = 32;

const digest = (text: string) => createHash('sha256').update(text).digest();

export class OpsSessions {
  private readonly key: Buffer;
  /** Sessions logged out here, until they would have ended anyway. */
  private closed = new Map<string, number>();

  constructor(private readonly token: string) {
    if (token.length < MIN_TOKEN_LENGTH)
      throw new Error(
        `OPS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (it has ${token.length}): a short token can be guessed`,
      );
    this.key = createHash('sha256').update(`ops session\0${token}`).digest();
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  tokenMatches(candidate: string | undefined): boolean {
    // Equal-length digests: the comparison takes the same time whatever was typed.
    return typeof candidate === 'string' && timingSafeEqual(digest(candidate), digest(this.token));
  }

  open(name: string, secure: boolean): { id: string; cookie: string } {
    const signed = `${randomBytes(24).toString('base64url')}.${Date.now() + SESSION_MS}.${Buffer.from(name).toString('base64url')}`;
    const id = `${signed}.${this.sign(signed)}`;
    return {
      id,
      cookie: `${OPS_COOKIE}=${id}; Path=/ops; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure ? '; Secure' : ''}`,
    };
  }

  close(id: string | undefined, secure: boolean): string {
    const session = this.find(id);
    if (id && session) this.closed.set(id, session.expires);
    const now = Date.now();
    for (const [closedId, expires] of this.closed) if (expires < now) this.closed.delete(closedId);
    return `${OPS_COOKIE}=; Path=/ops; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
  }

  find(id: string | undefined): OpsSession | undefined {
    const [random, expiresText, name, mac] = id?.split('.') ?? [];
    if (!id || !random || !expiresText || !name || !mac || this.closed.has(id)) return undefined;
    const expected = this.sign(`${random}.${expiresText}.${name}`);
    if (!timingSafeEqual(digest(mac), digest(expected))) return undefined;
    const expires = Number(expiresText);
    if (!(expires >= Date.now())) return undefined;
    return { name: Buffer.from(name, 'base64url').toString('utf8'), expires, csrf: this.sign(`csrf.${random}`) };
  }
}

/** The session's anti-forgery token equals the one posted (same time whatever was posted). */
export function csrfMatches(session: OpsSession, posted: unknown): boolean {
  return typeof posted === 'string' && timingSafeEqual(digest(posted), digest(session.csrf));
}

export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)ops_session=([\w.-]{20,400})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
}
