import { createContext } from 'react';
import { loadRemoteModule } from './load-remote-module';

/** The function RemoteSlot loads modules with; tests give it a fake. */
export const RemoteLoaderContext = createContext(loadRemoteModule);
