// An operator command (`pnpm release …`, `pnpm rollback …`) run as its own process, as an operator's
// shell would, against the store `env` names (API_PORT, DEPLOY_DIR); its output when it fails.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** `by`: the name the change is made under (the audit log's); none for a command that changes nothing. */
export function operatorCommand(args: string[], env: Record<string, string>, by?: string): Promise<string> {
  const child = spawn('pnpm', ['--silent', ...args, ...(by ? ['--by', by] : [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    // pnpm not found: a failed command, not a crash of the drill that ran it.
    child.on('error', (error) => reject(new Error(`pnpm ${args.join(' ')} did not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pnpm ${args.join(' ')} failed: ${output.trim()}`)),
    );
  });
}
