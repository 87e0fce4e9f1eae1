// The contract between the shell and the remotes: which modules each remote exposes (remotes.json,
// also read by the builds) and which props each takes (below). The shell's routes and slots are
// typed by it, and each remote's src/exposes/contract.ts must satisfy it, so neither side compiles
// against a module or a prop the other does not have. How to add a module: ARCHITECTURE.md § The contract.
import type { ComponentType } from 'react';
import type remotes from './remotes.json';

export type RemoteName = keyof typeof remotes;
export type ExposedName<R extends RemoteName> = keyof (typeof remotes)[R] & string;

/** A page takes no props: it reads what it needs from the route. */
export type PageProps = Record<string, never>;

export interface SearchSuggestProps {
  placeholder?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
}

export interface LoginRegisterFormsProps {
  initialView?: 'login' | 'register';
  onDone?: () => void;
}

/** The modules that take props (the others are pages); each must be in remotes.json. */
export interface WidgetProps {
  'mfe-catalog': { SearchSuggest: SearchSuggestProps };
  'mfe-cart-checkout': Record<never, never>;
  'mfe-account': { LoginRegisterForms: LoginRegisterFormsProps };
  'mfe-content': Record<never, never>;
}

export type PropsOf<R extends RemoteName, M extends ExposedName<R>> = M extends keyof WidgetProps[R]
  ? WidgetProps[R][M]
  : PageProps;

type UnknownWidgets = { [R in RemoteName]: Exclude<keyof WidgetProps[R], ExposedName<R>> }[RemoteName];
// Fails to compile when WidgetProps names a module that remotes.json does not list. */
const everyWidgetIsExposed: [UnknownWidgets] extends [never] ? true : never = true;
void everyWidgetIsExposed;

/** What a remote's src/exposes/contract.ts must satisfy: every module of the contract, no other. */
export type RemoteExposes<R extends RemoteName> = { [M in ExposedName<R>]: ComponentType<PropsOf<R, M>> };
