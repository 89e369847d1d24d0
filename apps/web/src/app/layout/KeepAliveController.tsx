import { type KeepAliveRef, useKeepAliveRef } from 'keepalive-for-react';
import { createContext, type MutableRefObject, type ReactNode, useContext } from 'react';

type KeepAliveController = { aliveRef: MutableRefObject<KeepAliveRef | undefined> };

const KeepAliveContext = createContext<KeepAliveController | null>(null);

/** Shares the keep-alive handle between the routed view and the tab bar that closes/reloads views. */
export const KeepAliveControllerProvider = ({ children }: { children: ReactNode }) => {
  const aliveRef = useKeepAliveRef();
  return <KeepAliveContext.Provider value={{ aliveRef }}>{children}</KeepAliveContext.Provider>;
};

export const useKeepAliveController = (): KeepAliveController => {
  const controller = useContext(KeepAliveContext);
  if (!controller) throw new Error('useKeepAliveController needs KeepAliveControllerProvider');
  return controller;
};
