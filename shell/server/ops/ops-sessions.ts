// Who is logged in to /ops: the operator types a name and OPS_TOKEN into a form; the edge answers
// with a random session id in an HttpOnly, SameSite=Strict cookie scoped to /ops (Secure over
// HTTPS). The token itself never appears in a URL, a cookie or a log. Each session has its own
// anti-forgery token, written into the page's forms and checked on every post. Sessions live in
// this process and last 8 hours.
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';

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
  private sessions = new Map<string, OpsSession>();

  constructor(private readonly token: string) {
    if (token.length < MIN_TOKEN_LENGTH)
      throw new Error(
        `OPS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (it has ${token.length}): a short token can be guessed`,
      );
  }

  tokenMatches(candidate: string | undefined): boolean {
    // Equal-length digests: the comparison takes the same time whatever was typed.
    return typeof candidate === 'string' && timingSafeEqual(digest(candidate), digest(this.token));
  }

  open(name: string, secure: boolean): { id: string; cookie: string } {
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { name, expires: Date.now() + SESSION_MS, csrf: randomBytes(32).toString('base64url') });
    return {
      id,
      cookie: `${OPS_COOKIE}=${id}; Path=/ops; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure ? '; Secure' : ''}`,
    };
  }

  close(id: string | undefined, secure: boolean): string {
    if (id) this.sessions.delete(id);
    return `${OPS_COOKIE}=; Path=/ops; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
  }

  find(id: string | undefined): OpsSession | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session || session.expires < Date.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }
}

/** The session's anti-forgery token equals the one posted (same time whatever was posted). */
export function csrfMatches(session: OpsSession, posted: unknown): boolean {
  return typeof posted === 'string' && timingSafeEqual(digest(posted), digest(session.csrf));
}

export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)ops_session=([\w-]{20,80})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
}
