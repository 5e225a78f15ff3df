import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readSession, writeSession, type Session } from '@wms/api';

interface SessionState {
  session: Session;
  /** Stores values in cookies (undefined leaves a value as is) and re-renders. */
  update: (values: Session) => void;
  /** Forgets the session (logout, going to login). */
  clear: () => void;
}

const SessionContext = createContext<SessionState | undefined>(undefined);

/** The session of CONTRACT.md §3: token, user, userid, wms, wmsId, kept in cookies. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => readSession());
  const update = useCallback((values: Session) => {
    writeSession(values);
    setSession(readSession());
  }, []);
  const clear = useCallback(() => {
    clearSession();
    setSession({});
  }, []);
  const value = useMemo(() => ({ session, update, clear }), [session, update, clear]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
