import Cookies from 'js-cookie';

/** The session values kept in cookies (CONTRACT.md §3, §4). */
export interface Session {
  token?: string;
  userid?: string;
  user?: string;
  /** The current warehouse. */
  wms?: string;
  wmsId?: string;
}

export const SESSION_KEYS = ['token', 'userid', 'user', 'wms', 'wmsId'] as const satisfies readonly (keyof Session)[];

function attributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Strict', secure, path: '/' };
}

/** Reads the session from cookies. */
export function readSession(): Session {
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const value = Cookies.get(key);
    if (value !== undefined && value !== '') session[key] = value;
  }
  return session;
}

/** Writes the given values (SameSite=Strict; Secure under https); undefined leaves a value as is. */
export function writeSession(values: Session): void {
  for (const key of SESSION_KEYS) {
    const value = values[key];
    if (value !== undefined) Cookies.set(key, value, attributes());
  }
}

/** Clears every session value (on logout, and when going to login). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) Cookies.remove(key, { path: '/' });
}
