/** What the throttle reports: a failed login, or an attempt refused while its wait runs. */
export interface LoginEvent {
  kind: 'failed' | 'throttled';
  user: string;
  ip: string;
  /** Failed attempts in a row for this user from this address. */
  failures: number;
  /** How long the next attempt must wait, in ms (0: none). */
  waitMs: number;
}

export interface LoginThrottleOptions {
  /** Failures in a row answered at once before waits begin (default 3). */
  free?: number;
  /** The first wait, doubled at each further failure (default 1 s). */
  firstWaitMs?: number;
  /** The longest wait (default 60 s): a user is slowed down, never locked out. */
  maxWaitMs?: number;
  /** Failures are forgotten after this long without one (default 15 min). */
  forgetMs?: number;
  /** Told of every failure and every throttled attempt (the server's log). */
  log?: (event: LoginEvent) => void;
}

interface Entry { failures: number; lastFailure: number; notBefore: number }

/**
 * Slows repeated wrong passwords down, per user and address: the first few fail at once, then
 * each further failure doubles the wait before the next attempt is heard (up to a minute). An
 * attempt during the wait is refused with the seconds left, never silently; a success clears
 * the count. Everything is logged.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly free: number;
  private readonly firstWaitMs: number;
  private readonly maxWaitMs: number;
  private readonly forgetMs: number;

  constructor(private readonly now: () => number, private readonly options: LoginThrottleOptions = {}) {
    this.free = options.free ?? 3;
    this.firstWaitMs = options.firstWaitMs ?? 1000;
    this.maxWaitMs = options.maxWaitMs ?? 60_000;
    this.forgetMs = options.forgetMs ?? 15 * 60_000;
  }

  private key(user: string, ip: string): string {
    return `${user.trim().toLowerCase()}\u0000${ip}`;
  }

  private entry(user: string, ip: string): Entry | undefined {
    const key = this.key(user, ip);
    const found = this.entries.get(key);
    if (found && this.now() - found.lastFailure > this.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return found;
  }

  /** Milliseconds the attempt must still wait (0: hear it now); a refused attempt is logged. */
  check(user: string, ip: string): number {
    const found = this.entry(user, ip);
    const wait = found ? Math.max(0, found.notBefore - this.now()) : 0;
    if (found && wait > 0) this.options.log?.({ kind: 'throttled', user, ip, failures: found.failures, waitMs: wait });
    return wait;
  }

  /** Records a wrong password; returns the wait before the next attempt. */
  failed(user: string, ip: string): number {
    const now = this.now();
    const found = this.entry(user, ip) ?? { failures: 0, lastFailure: now, notBefore: now };
    found.failures++;
    found.lastFailure = now;
    const over = found.failures - this.free;
    const wait = over > 0 ? Math.min(this.maxWaitMs, this.firstWaitMs * 2 ** Math.min(over - 1, 30)) : 0;
    found.notBefore = now + wait;
    this.entries.set(this.key(user, ip), found);
    this.options.log?.({ kind: 'failed', user, ip, failures: found.failures, waitMs: wait });
    // Bounded memory: stale entries go whenever the map grows large.
    if (this.entries.size > 10_000) for (const [key, e] of this.entries) if (now - e.lastFailure > this.forgetMs) this.entries.delete(key);
    return wait;
  }

  /** A good password: the count starts again. */
  succeeded(user: string, ip: string): void {
    this.entries.delete(this.key(user, ip));
  }
}
