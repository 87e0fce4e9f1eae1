// What the shell reports per remote and version (shell/src/federation/field-events.ts sends these).
export const VIEW_KIND = 'view';
/** A load that did not give a component: an attempt to show the version, and an error. */
export const LOAD_FAILURE_KINDS = ['load-failed', 'timeout'] as const;
/** Errors after a successful load. */
export const RUNTIME_ERROR_KINDS = ['render-crash', 'uncaught'] as const;
export const ERROR_KINDS = [...LOAD_FAILURE_KINDS, ...RUNTIME_ERROR_KINDS] as const;
export const EVENT_KINDS = [VIEW_KIND, ...ERROR_KINDS] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Remote names and versions as the release scripts make them (`1.0.0-1a2b3c4d`): nothing a shopper
 * typed, no phone number, e-mail, token or address fits these.
 */
export const REMOTE_PATTERN = '^(shell|mfe-[a-z]{2,20}(-[a-z]{2,20}){0,3})$';
export const VERSION_PATTERN = '^(dev|[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}-[0-9a-f]{8})$';
