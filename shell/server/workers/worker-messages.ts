// What the edge's primary and its workers tell each other over the cluster's channel. A closing worker
// says it has closed and waits for the primary's answer before it exits: the channel keeps its order,
// so every connection the primary handed to it before hearing that it closed has reached it by then
// (and was handed back to another worker) rather than being lost with the process.
export const CLOSE_MESSAGE = { edge: 'close' } as const;
export const CLOSED_MESSAGE = { edge: 'closed' } as const;
export const EXIT_MESSAGE = { edge: 'exit' } as const;

export function isEdgeMessage(message: unknown, kind: 'close' | 'closed' | 'exit'): boolean {
  return typeof message === 'object' && message !== null && (message as { edge?: unknown }).edge === kind;
}
