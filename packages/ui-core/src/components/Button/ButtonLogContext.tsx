import { createContext, useContext, type ReactNode } from 'react';
import type { ButtonLogger } from '../../model/buttonLog';

const ButtonLogContext = createContext<ButtonLogger | undefined>(undefined);

export interface ButtonLogProviderProps {
  /** Called for every click of a Button or DropdownItem below, unless its `log` is false. */
  logger: ButtonLogger;
  children?: ReactNode;
}

/** Injects the click logger; without one, clicks are simply not logged. */
export function ButtonLogProvider({ logger, children }: ButtonLogProviderProps) {
  return <ButtonLogContext.Provider value={logger}>{children}</ButtonLogContext.Provider>;
}

/** The injected click logger, if any. */
export function useButtonLogger(): ButtonLogger | undefined {
  return useContext(ButtonLogContext);
}
